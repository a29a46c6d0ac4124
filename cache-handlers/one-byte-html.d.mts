/** The surface of one-byte-html.mjs its unit test uses. */
export function oneByteHtml(html: string): string;
