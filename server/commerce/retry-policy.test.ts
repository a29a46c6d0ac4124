import { describe, expect, it } from 'vitest';

import {
  type AttemptOutcome,
  type HttpMethod,
  neverReachedServer,
  shouldRetry,
} from './retry-policy';
import { connectionRefused, connectionReset } from '@/tests/support/commerce-fakes';

describe('shouldRetry', () => {
  const rows: Array<[HttpMethod, AttemptOutcome, boolean]> = [
    ['GET', { kind: 'reply', status: 503 }, true],
    ['GET', { kind: 'reply', status: 500 }, true],
    ['GET', { kind: 'reply', status: 404 }, false],
    ['GET', { kind: 'reply', status: 429 }, false],
    ['GET', { kind: 'timeout' }, true],
    ['GET', { kind: 'network-error', error: connectionReset() }, true],
    ['PUT', { kind: 'reply', status: 502 }, true],
    ['PUT', { kind: 'timeout' }, true],
    ['DELETE', { kind: 'reply', status: 500 }, true],
    ['DELETE', { kind: 'reply', status: 422 }, false],
    ['POST', { kind: 'reply', status: 503 }, false],
    ['POST', { kind: 'timeout' }, false],
    ['POST', { kind: 'network-error', error: connectionReset() }, false],
    ['POST', { kind: 'network-error', error: connectionRefused() }, true],
    ['POST', { kind: 'network-error', error: new Error('aborted') }, false],
  ];
  it.each(rows)('%s after %o -> %s', (method, outcome, expected) => {
    expect(shouldRetry(method, outcome)).toBe(expected);
  });
});

describe('neverReachedServer', () => {
  const withCause = (cause: unknown) => new TypeError('fetch failed', { cause });
  const coded = (code: string) => Object.assign(new Error(code), { code });
  const rows: Array<[string, unknown, boolean]> = [
    ['connection refused', connectionRefused(), true],
    ['DNS failure', withCause(coded('ENOTFOUND')), true],
    ['DNS try again', withCause(coded('EAI_AGAIN')), true],
    [
      'every address refused',
      withCause(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])),
      true,
    ],
    [
      'one address reset',
      withCause(new AggregateError([coded('ECONNREFUSED'), coded('ECONNRESET')])),
      false,
    ],
    ['connection reset', connectionReset(), false],
    ['no cause', new TypeError('fetch failed'), false],
    ['not an error', 'boom', false],
  ];
  it.each(rows)('%s -> %s', (_name, error, expected) => {
    expect(neverReachedServer(error)).toBe(expected);
  });
});
