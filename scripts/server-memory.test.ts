import { describe, expect, it } from 'vitest';
import { serverNodeArgs, startsServer, withServerMemory } from './server-memory.mjs';

describe('withServerMemory: a server’s start-time memory settings, the caller’s winning', () => {
  it.each([
    [{}, '2', '--max-semi-space-size=32'],
    [
      { NODE_OPTIONS: '--enable-source-maps' },
      '2',
      '--enable-source-maps --max-semi-space-size=32',
    ],
    [{ NODE_OPTIONS: '--max-semi-space-size=64' }, '2', '--max-semi-space-size=64'],
    [{ MALLOC_ARENA_MAX: '8' }, '8', '--max-semi-space-size=32'],
  ])('%j', (env, arenas, nodeOptions) => {
    const result = withServerMemory({ PORT: '3000', ...env });
    expect(result).toEqual({
      PORT: '3000',
      ...env,
      MALLOC_ARENA_MAX: arenas,
      NODE_OPTIONS: nodeOptions,
    });
  });
});

describe('startsServer: which with-commerce commands get them', () => {
  it.each([
    ['next', ['start', '-p', '3260'], true],
    ['node', ['.next/standalone/start.mjs'], true],
    ['node', ['start.mjs'], true],
    ['next', ['build'], false],
    ['next', ['dev'], false],
    ['node', ['node_modules/next/dist/bin/next', 'start'], false],
    ['node', ['scripts/restart.mjs'], false],
    ['tsx', ['scripts/content-check.ts'], false],
  ])('%s %j: %s', (command, args, expected) => {
    expect(startsServer(command, args)).toBe(expected);
  });
});

describe('serverNodeArgs: a server script under node, its node options first, the caller’s winning', () => {
  it.each([
    [['start.mjs'], ['--min-semi-space-size=32', 'start.mjs']],
    [
      ['node_modules/.bin/next', 'start', '-p', '3260'],
      ['--min-semi-space-size=32', 'node_modules/.bin/next', 'start', '-p', '3260'],
    ],
    [
      ['--min-semi-space-size=8', 'start.mjs'],
      ['--min-semi-space-size=8', 'start.mjs'],
    ],
  ])('%j', (args, expected) => {
    expect(serverNodeArgs(args)).toEqual(expected);
  });
});
