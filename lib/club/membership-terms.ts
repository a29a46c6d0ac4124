/**
 * The membership terms a member accepts when joining (as Commerce7's hosted club join states
 * them): automatic renewal until cancelled, shipments charged to the card on file, and how to
 * cancel. One text for the wizard, the receipt and the welcome e-mail, so what was accepted is
 * what is repeated.
 */
import { shippingCadence, type ClubRoute } from './clubs';

export const TERMS_HEADING = 'Membership terms';
export const TERMS_CONSENT_LABEL =
  'I have read and accept the membership terms, including automatic renewal and charges to my card on file.';

/** The terms, one sentence per item, for the club or subscription being joined. */
export function membershipTerms(route: ClubRoute | undefined): string[] {
  const what = route?.kind === 'subscription' ? 'subscription' : 'membership';
  const cadence = route ? ` (${shippingCadence(route).toLowerCase()})` : '';
  return [
    `Your ${what} renews automatically with every shipment${cadence} until you cancel it.`,
    'Each shipment is charged to your card on file when it is prepared, at the member price of its wines plus sales tax.',
    'You can cancel at any time from your account (Manage Account) or by contacting the winery; shipments already charged are still sent.',
    `You must be at least 21 years old, and an adult must sign for every delivery.`,
  ];
}
