import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSpans } from '@/tests/support/in-memory-tracing';
import { reportError, tagCustomerForReports, wasReported } from './report';
import { withReportScope } from './report-scope';
import { inSpan } from './tracing';

recordSpans();

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
