/**
 * Valid percent-encoding and no control characters once decoded: no page of ours has a NUL or a
 * line break in its address, and the commerce service refuses them (400).
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}
