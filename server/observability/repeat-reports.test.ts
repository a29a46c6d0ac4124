import { describe, expect, it, vi } from 'vitest';
import { createRepeatReports } from './repeat-reports';

describe('createRepeatReports', () => {
  it.each([
    {
      label: 'a repeat within the window reuses the event id',
      second: 59_999,
      reports: 1,
      id: 'e1',
    },
    { label: 'a repeat after the window is reported again', second: 60_000, reports: 2, id: 'e2' },
  ])('$label', ({ second, reports, id }) => {
    const reportOnce = createRepeatReports(60_000);
    let n = 0;
    const report = vi.fn(() => `e${++n}`);
    expect(reportOnce('home|hero|boom', report, 0)).toBe('e1');
    expect(reportOnce('home|hero|boom', report, second)).toBe(id);
    expect(report).toHaveBeenCalledTimes(reports);
  });

  it('keeps different failures apart', () => {
    const reportOnce = createRepeatReports();
    let n = 0;
    const report = () => `e${++n}`;
    expect(reportOnce('a', report, 0)).toBe('e1');
    expect(reportOnce('b', report, 0)).toBe('e2');
    expect(reportOnce('a', report, 1)).toBe('e1');
  });

  it('forgets the oldest failure once it holds 500', () => {
    const reportOnce = createRepeatReports();
    const report = vi.fn(() => 'id');
    for (let i = 0; i <= 500; i++) reportOnce(`k${i}`, report, 0);
    reportOnce('k0', report, 1);
    expect(report).toHaveBeenCalledTimes(502);
    reportOnce('k500', report, 1);
    expect(report).toHaveBeenCalledTimes(502);
  });
});
