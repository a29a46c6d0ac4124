/**
 * A circuit breaker for one remote service. After `threshold` calls in a row that got no answer
 * (timed out or could not connect) it opens: calls are refused at once for `cooldownMs`, so a hung
 * service costs a page nothing instead of a timeout per call. Then one trial call is let through
 * (half-open): an answer closes the circuit, another failure opens it for a new cooldown.
 *
 * Only "no answer" counts as failure: a quick 5xx reply costs no waiting, and the callers already
 * handle it, so it never pauses the service for everyone.
 *
 * `onOpen` runs once per outage (closed -> open), not on every refused call or failed trial.
 */
/**
 * Where the process's one commerce breaker lives (server/commerce/index.ts makes it): on
 * globalThis, as every copy of the route bundles must share it; the metrics read its state here.
 */
export const COMMERCE_BREAKER_KEY = Symbol.for('winery.commerce.breaker');

export interface CircuitBreaker {
  /** False while open (the caller must not call the service); true lets one call through. */
  allow(): boolean;
  /** The outcome of a call `allow()` let through: answered (any HTTP reply) or not. */
  record(answered: boolean): void;
  /** A call `allow()` let through ended without an outcome (e.g. the render was aborted). */
  abandon(): void;
  readonly state: 'closed' | 'open' | 'half-open';
}

export interface CircuitBreakerOptions {
  threshold: number;
  cooldownMs: number;
  onOpen?: (consecutiveFailures: number) => void;
  onClose?: () => void;
  now?: () => number;
}

export function createCircuitBreaker({
  threshold,
  cooldownMs,
  onOpen,
  onClose,
  now = Date.now,
}: CircuitBreakerOptions): CircuitBreaker {
  let failures = 0;
  let openUntil: number | undefined;
  let trialRunning = false;
  let outage = false;

  const state = (): CircuitBreaker['state'] => {
    if (openUntil === undefined) return 'closed';
    return now() < openUntil ? 'open' : 'half-open';
  };

  return {
    get state() {
      return state();
    },
    allow() {
      switch (state()) {
        case 'closed':
          return true;
        case 'open':
          return false;
        case 'half-open':
          // One trial at a time; every other caller is refused until it has an outcome.
          if (trialRunning) return false;
          trialRunning = true;
          return true;
      }
    },
    abandon() {
      trialRunning = false;
    },
    record(answered) {
      trialRunning = false;
      if (answered) {
        failures = 0;
        openUntil = undefined;
        if (outage) {
          outage = false;
          onClose?.();
        }
        return;
      }
      failures += 1;
      if (openUntil !== undefined || failures >= threshold) {
        openUntil = now() + cooldownMs;
        if (!outage) {
          outage = true;
          onOpen?.(failures);
        }
      }
    },
  };
}
