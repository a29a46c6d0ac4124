/**
 * The /v1 requests received and not yet answered, counted by `method path`: lets a lookup say
 * "still running" rather than "not found" about work that may yet commit (routes/orders.ts).
 */
export function createRunningRequests() {
  const counts = new Map<string, number>();
  const keyOf = (method: string, path: string) => `${method} ${path}`;
  return {
    has: (method: string, path: string) => (counts.get(keyOf(method, path)) ?? 0) > 0,
    async during<T>(method: string, path: string, work: () => Promise<T>): Promise<T> {
      const key = keyOf(method, path);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      try {
        return await work();
      } finally {
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      }
    },
  };
}
export type RunningRequests = ReturnType<typeof createRunningRequests>;
