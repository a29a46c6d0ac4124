import { vi } from 'vitest';

/**
 * A stand-in for next/headers' cookie store that records what is written. A unit test mocks
 * next/headers with `vi.mock('next/headers', () => import('@/tests/support/cookie-jar'))` and reads
 * `jar`; `readOnly` makes writes throw as they do while a Server Component renders.
 */
export const jar = {
  values: new Map<string, string>(),
  readOnly: false,
  set: vi.fn(),
  delete: vi.fn(),
  /** Back to an empty, writable jar with fresh spies. */
  reset() {
    jar.values.clear();
    jar.readOnly = false;
    jar.set.mockReset();
    jar.delete.mockReset();
  },
};

function refuseWhenReadOnly() {
  if (jar.readOnly)
    throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
}

export async function cookies() {
  return {
    get: (name: string) =>
      jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined,
    has: (name: string) => jar.values.has(name),
    set: (...args: unknown[]) => {
      refuseWhenReadOnly();
      jar.set(...args);
    },
    delete: (...args: unknown[]) => {
      refuseWhenReadOnly();
      jar.delete(...args);
    },
  };
}
