import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_FIELD_ORDER, checkoutPrefillOf } from '@/lib/checkout/checkout';
import type { Customer } from '@/lib/commerce/entities';

vi.mock('@/server/actions/checkout', () => ({}));
const { ContactSection, PaymentSection, ShippingSection } = await import('./checkout-sections');

/**
 * The checkout form renders its fields from the checkout schema (lib/checkout/checkout.ts): every
 * declared field, in the declared order, named as the schema (and so the server action) reads
 * it. A field added to the schema shows here without an edit of the form.
 */
function renderForm(
  requiresShipping: boolean,
  prefill: ReturnType<typeof checkoutPrefillOf> | null,
) {
  const fields = { context: { id: 'co', errors: {} }, prefill };
  return renderToStaticMarkup(
    <>
      <ContactSection {...fields} requiresShipping={requiresShipping} />
      <ShippingSection
        {...fields}
        requiresShipping={requiresShipping}
        stateCode="CA"
        onStateChange={() => {}}
      />
      <PaymentSection {...fields} />
    </>,
  );
}

const namesIn = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)[^>]* name="([^"]+)"/g)].map((match) => match[1]);

describe('the checkout form renders the checkout schema', () => {
  it('shows every declared field, in order, by its schema name', () => {
    expect(namesIn(renderForm(true, null))).toEqual(CHECKOUT_FIELD_ORDER);
  });

  it("asks no address (and no delivery notes) when nothing ships, only the buyer's name", () => {
    const names = namesIn(renderForm(false, null));
    expect(names).toEqual(['email', 'firstName', 'lastName', 'cardNumber', 'expiry', 'cvv']);
  });

  it('starts a signed-in customer with their e-mail, name and last address', () => {
    const customer = {
      firstName: 'Maya',
      lastName: 'Lind',
      emails: [{ id: 'e1', email: 'maya@example.com' }],
      addresses: [
        {
          firstName: '',
          lastName: '',
          address: '2 Vine Lane',
          city: 'Cambria',
          stateCode: 'CA',
          zipCode: '93428',
        },
      ],
    } as unknown as Customer;
    const html = renderForm(true, checkoutPrefillOf(customer));
    for (const value of ['maya@example.com', 'Maya', 'Lind', '2 Vine Lane', 'Cambria', '93428'])
      expect(html).toContain(`value="${value}"`);
  });
});
