/** The surface of link-header.mjs its unit test uses. */
export function withoutRuleStylesheets(link: string | string[]): string | undefined;
export function withEntryLinks(
  headers: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined;
