import { describe, expect, it } from 'vitest';
import { portFromNextArgs } from './next-port.mjs';

describe('portFromNextArgs (the embedded service must know the site port)', () => {
  it.each([
    ['next', ['start', '-p', '3260'], '3260'],
    ['next', ['start', '--port', '3260'], '3260'],
    ['next', ['start', '--port=3260'], '3260'],
    ['next', ['dev', '-p=4000'], '4000'],
    ['next', ['start'], undefined],
    ['next', ['start', '-p'], undefined],
    ['next', ['build'], undefined],
    ['node', ['x.js', '-p', '3260'], undefined],
  ] as const)('%s %j -> %s', (command, args, port) => {
    expect(portFromNextArgs(command, [...args])).toBe(port);
  });
});
