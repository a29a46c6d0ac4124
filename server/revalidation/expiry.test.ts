import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProbeOutcome } from '@/server/health/health';
import type { RevalidationMessage } from './messages';

/**
 * The webhook expires Next's entries only while the source behind the message answers; during
 * its outage they turn stale, so pages keep their last good copy (an expired page whose render
 * fails has none, and Next answers it 500).
 */
const probeCommerce = vi.fn<(slug?: string) => Promise<ProbeOutcome>>();
const probeContent = vi.fn<() => Promise<ProbeOutcome>>();
vi.mock('@/server/health/dependency-probes', () => ({
  probeCommerce: (slug?: string) => probeCommerce(slug),
  probeContent: () => probeContent(),
}));

const { EXPIRE_NOW, MARK_STALE, expiryFor } = await import('./expiry');

const productUpdate: RevalidationMessage = {
  kind: 'commerce',
  object: 'Product',
  action: 'Update',
  payload: { slug: 'vertex-syrah-2021' },
};
const pagePublish: RevalidationMessage = { kind: 'content', model: 'page', urls: ['/visit'] };

describe('expiryFor', () => {
  beforeEach(() => {
    probeCommerce.mockReset();
    probeContent.mockReset();
  });

  it.each<{ name: string; outcome: () => Promise<ProbeOutcome>; expected: unknown }>([
    { name: 'answers: expire now', outcome: async () => 'ok', expected: EXPIRE_NOW },
    { name: 'answers with an error: stale', outcome: async () => 'degraded', expected: MARK_STALE },
    { name: 'no answer: stale', outcome: async () => 'down', expected: MARK_STALE },
    {
      name: 'calls paused by the breaker: stale',
      outcome: async () => 'paused',
      expected: MARK_STALE,
    },
    {
      name: 'the probe throws: stale',
      outcome: () => Promise.reject(new Error('refused')),
      expected: MARK_STALE,
    },
  ])('commerce $name', async ({ outcome, expected }) => {
    probeCommerce.mockImplementation(outcome);
    expect(await expiryFor(productUpdate)).toEqual(expected);
    // The product the webhook is about is the one asked for.
    expect(probeCommerce).toHaveBeenCalledWith('vertex-syrah-2021');
    expect(probeContent).not.toHaveBeenCalled();
  });

  it("a collection's change probes the health check's product call", async () => {
    probeCommerce.mockResolvedValue('ok');
    const collection: RevalidationMessage = {
      kind: 'commerce',
      object: 'Collection',
      action: 'Update',
      payload: { slug: 'red-wines' },
    };
    expect(await expiryFor(collection)).toEqual(EXPIRE_NOW);
    expect(probeCommerce).toHaveBeenCalledWith(undefined);
  });

  it('a message without a slug probes the commerce product route all the same', async () => {
    probeCommerce.mockResolvedValue('ok');
    expect(await expiryFor({ ...productUpdate, payload: {} })).toEqual(EXPIRE_NOW);
    expect(probeCommerce).toHaveBeenCalledWith(undefined);
  });

  it.each([
    ['ok', EXPIRE_NOW],
    ['down', MARK_STALE],
  ] as const)('content %s', async (outcome, expected) => {
    probeContent.mockResolvedValue(outcome);
    expect(await expiryFor(pagePublish)).toEqual(expected);
    expect(probeCommerce).not.toHaveBeenCalled();
  });
});
