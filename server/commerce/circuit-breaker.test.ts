import { describe, expect, it, vi } from 'vitest';

import { createCircuitBreaker } from './circuit-breaker';

function setup() {
  let clock = 0;
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const breaker = createCircuitBreaker({
    threshold: 3,
    cooldownMs: 5_000,
    onOpen,
    onClose,
    now: () => clock,
  });
  return { breaker, onOpen, onClose, advance: (ms: number) => (clock += ms) };
}

describe('circuit breaker', () => {
  it('stays closed below the threshold and after an answer resets the count', () => {
    const { breaker, onOpen } = setup();
    breaker.record(false);
    breaker.record(false);
    breaker.record(true);
    breaker.record(false);
    breaker.record(false);
    expect(breaker.state).toBe('closed');
    expect(breaker.allow()).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens after threshold failures in a row, refuses calls, and reports once', () => {
    const { breaker, onOpen } = setup();
    for (let i = 0; i < 3; i++) breaker.record(false);
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
    expect(breaker.allow()).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(3);
  });

  it('lets one trial through after the cooldown; a failed trial reopens without a second report', () => {
    const { breaker, onOpen, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.record(false);
    advance(5_000);
    expect(breaker.state).toBe('half-open');
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.record(false);
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes when the trial is answered, and reports the next outage again', () => {
    const { breaker, onOpen, onClose, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.record(false);
    advance(5_000);
    expect(breaker.allow()).toBe(true);
    breaker.record(true);
    expect(breaker.state).toBe('closed');
    expect(onClose).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) breaker.record(false);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
