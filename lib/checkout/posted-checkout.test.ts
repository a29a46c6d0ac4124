import { describe, expect, it } from 'vitest';
import { CHECKOUT_FIELD_ORDER } from './checkout';
import { keptCheckoutValues, orderReceiptPath, postedCheckout } from './posted-checkout';

describe('the checkout form as the browser posts it', () => {
  it('reads every declared field and the shown total, a missing one as empty', () => {
    const form = new FormData();
    form.set('firstName', 'Ada');
    form.set('shownTotal', '8493');
    form.set('$ACTION_ID_abc', '');
    const posted = postedCheckout(form);
    expect(Object.keys(posted)).toEqual([...CHECKOUT_FIELD_ORDER, 'shownTotal']);
    expect(posted).toMatchObject({ firstName: 'Ada', shownTotal: '8493', email: '' });
  });

  it('shows the typing again without the e-mail, the card number and the security code', () => {
    const typed = Object.fromEntries(CHECKOUT_FIELD_ORDER.map((name) => [name, `${name}!`]));
    const kept = keptCheckoutValues({ ...typed, shownTotal: '1' });
    expect(Object.keys(kept)).toEqual(
      CHECKOUT_FIELD_ORDER.filter((name) => !['email', 'cardNumber', 'cvv'].includes(name)),
    );
  });

  it("names a receipt's path", () => {
    expect(orderReceiptPath('a1-b2')).toBe('/profile/order-receipt/a1-b2');
  });
});
