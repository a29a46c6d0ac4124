import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSpans } from '@/tests/support/in-memory-tracing';
import { reportError, tagCustomerForReports, wasReported, createRepeatReports } from './report';
import { withReportScope } from './report-scope';
import { inSpan } from './tracing';

recordSpans();

/**
 * React's per-request cache as a request's render has it: one value per request. Here the whole
 * file is one request (outside a render React's `cache` keeps nothing).
 */
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    cache: <T>(make: () => T) => {
      let made: { value: T } | undefined;
      return () => (made ??= { value: make() }).value;
    },
  };
});

describe('reportError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs one JSON line with section, route, customer type and trace id; sends nothing without Sentry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    let traceId = '';
    const eventId = await withReportScope({ route: '/visit' }, () =>
      inSpan('work', {}, async (span) => {
        traceId = span.spanContext().traceId;
        // The visitor load tells the scope who the visitor is.
        tagCustomerForReports({ isActiveClubMember: true });
        return reportError(error, { section: 'blocks', extra: { block: 'Hero' } });
      }),
    );
    expect(eventId).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      section: 'blocks',
      route: '/visit',
      customerType: 'club-member',
      trace_id: traceId,
      message: 'boom',
      extra: { block: 'Hero' },
    });
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(wasReported(error)).toBe(true);
    expect(wasReported(new Error('other'))).toBe(false);
  });

  it('takes the context given over the scope, and leaves out what nobody knows', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportError('text failure', { section: 'cart', customerType: 'normal' });
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      section: 'cart',
      customerType: 'normal',
      route: null,
      trace_id: null,
    });
  });
});

describe('the customer type of a request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reaches reports of the same request made outside the unit of work that learned it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // One request: the layout's customer load tags a club member (no report scope there) ...
    tagCustomerForReports({ isActiveClubMember: true });
    // ... and a page component's commerce failure, later in that request, says so.
    reportError(new Error('cart read failed'), { section: 'commerce' });
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      customerType: 'club-member',
    });
  });
});

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
