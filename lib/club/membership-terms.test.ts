import { describe, expect, it } from 'vitest';
import { clubRouteOf } from './clubs';
import { membershipTerms } from './membership-terms';

describe('membershipTerms', () => {
  it('states renewal, charges to the card on file and how to cancel, per kind of membership', () => {
    const club = membershipTerms(clubRouteOf('6-bottle-red-wines'));
    expect(club[0]).toMatch(/^Your membership renews automatically .*four shipments a year/);
    expect(club.join(' ')).toMatch(/charged to your card on file/);
    expect(club.join(' ')).toMatch(/cancel at any time from your account .* contacting the winery/);
    const subscription = membershipTerms(
      clubRouteOf('12-bottle-cabernet-sauvignon-subscription-2-month'),
    );
    expect(subscription[0]).toBe(
      'Your subscription renews automatically with every shipment (ships every 2 months) until you cancel it.',
    );
  });
});
