import { describe, expect, it } from 'vitest';
import { residentFigures } from './soak-memory.mjs';

const series = (values: [number, number][]) =>
  values.map(([seconds, mb]) => ({ seconds, mb: [mb, mb + 1] }));

describe('residentFigures', () => {
  it('reads the marks the run reached, its end, its peak and the spread after a minute', () => {
    const samples = series([
      [0, 200],
      [30, 320],
      [61, 300],
      [120, 310],
      [180, 330],
      [240, 315],
    ]);
    const [a, b] = residentFigures(samples, ['A', 'B']);
    expect(a).toMatchObject({
      name: 'A',
      start: 200,
      marks: { 1: 300, 2: 310 },
      end: 315,
      peak: 330,
      warmLow: 300,
      warmHigh: 330,
      spreadPercent: 10,
    });
    expect(a?.marks).not.toHaveProperty('5');
    expect(b).toMatchObject({ start: 201, peak: 331 });
  });

  it('leaves out a mark no sample came within 10 s of, and a spread without two warm samples', () => {
    const [a] = residentFigures(
      series([
        [0, 100],
        [45, 150],
        [75, 160],
      ]),
      ['A'],
    );
    expect(a?.marks).toEqual({});
    expect(a?.spreadPercent).toBeUndefined();
    expect(a?.end).toBe(160);
  });

  it('skips samples taken after a process ended', () => {
    const [a] = residentFigures(
      [
        { seconds: 60, mb: [300] },
        { seconds: 70, mb: [undefined] },
        { seconds: 80, mb: [303] },
      ],
      ['A'],
    );
    expect(a).toMatchObject({ peak: 303, end: 303, spreadPercent: 1 });
  });
});
