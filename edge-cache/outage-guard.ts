/**
 * Keeps a shared-cache outage from becoming a site outage. Every remote operation runs through a
 * guard: a failure is reported once per outage (not once per request, which would flood the logs
 * while Redis is down), the operation answers with its fallback (a miss for reads, nothing for
 * writes), and the server is left alone for `retryDelayMs` so requests don't each pay a connect
 * timeout. The first success after that ends the outage.
 */
import type { KvErrorReporter } from './kv-store';

interface OutageGuardOptions {
  /** Names the backend in the report, e.g. `redis`. */
  backend: string;
  retryDelayMs: number;
  onError: KvErrorReporter;
}

export class OutageGuard {
  private inOutage = false;
  private retryAt = 0;

  constructor(private readonly options: OutageGuardOptions) {}

  async run<R>(operation: string, action: () => Promise<R>, fallback: R): Promise<R> {
    if (Date.now() < this.retryAt) return fallback;
    try {
      const result = await action();
      this.inOutage = false;
      return result;
    } catch (error) {
      this.retryAt = Date.now() + this.options.retryDelayMs;
      if (!this.inOutage) {
        this.inOutage = true;
        this.options.onError(
          error,
          `${this.options.backend} cache unavailable (${operation}); serving without it and ` +
            `retrying after ${this.options.retryDelayMs} ms`,
        );
      }
      return fallback;
    }
  }
}
