/** The local-only pages (the mailbox) exist only in these environments; elsewhere a real 404. */
const LOCAL_ONLY_ENVS = ['local', 'development'] as const;

export function isLocalOnlyEnv(appEnv: string): boolean {
  return (LOCAL_ONLY_ENVS as readonly string[]).includes(appEnv);
}
