import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredMajor } from './node-version.mjs';

describe('the Node version an entry script accepts', () => {
  it.each([
    ['>=24', 24],
    ['>=24.0.0', 24],
    ['^24.11 || >=26', 24],
    ['', 0],
    [undefined, 0],
  ])('engines %s requires Node %i', (engines, major) => {
    expect(requiredMajor(engines)).toBe(major);
  });

  it.each([
    ['v20.20.2', false],
    ['v22.19.0', false],
    ['v24.0.0', true],
    ['v24.21.0', true],
    ['v26.10.0', true],
  ])('%s passes >=24: %s', (version, passes) => {
    const problem = nodeVersionProblem(version, '>=24');
    expect(problem === undefined).toBe(passes);
    if (problem) {
      expect(problem).not.toContain('\n');
      expect(problem).toContain(version);
      expect(problem).toContain('npm');
    }
  });
});
