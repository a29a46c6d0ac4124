/** The surface of build-sources.mjs the start script and its unit test use. */
export interface BuildSources {
  commerce: 'embedded' | 'configured';
  content: 'embedded' | 'configured';
}
export const BUILD_SOURCES_FILE: string;
export const DEMO_ANNOUNCEMENT: string;
export function buildSourcesOf(env: Record<string, string | undefined>): BuildSources;
export function sourcesMismatch(
  built: BuildSources | undefined,
  env: Record<string, string | undefined>,
): string | undefined;
