import { describe, expect, it } from 'vitest';
import { referralPageType } from './referral';

describe('referral page type', () => {
  it.each([
    ['/profile/order-receipt/12345', 'orderConfirmation'],
    ['/profile/order-receipt/', 'orderConfirmation'],
    ['/profile/club-membership/receipt/987', 'clubConfirmation'],
    ['/profile/order-receipts', undefined],
    ['/profile/club-membership', undefined],
    ['/refer-a-friend', undefined],
  ])('%s is %s', (path, type) => expect(referralPageType(path)).toBe(type));
});
