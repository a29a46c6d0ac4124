/** The surface of chromium.mjs. */
export const DEFAULT_CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
