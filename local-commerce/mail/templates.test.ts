import { clubRouteOf } from '../../lib/club/clubs';
import { membershipTerms } from '../../lib/club/membership-plan';
import { escapeHtml } from '../../lib/site/local-mailbox-html';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../lib/commerce/entities';
import {
  clubWelcome,
  giftCard,
  magicLink,
  membershipChanged,
  orderConfirmation,
  passwordReset,
  shipmentSkipped,
} from './templates';

const WEB = 'https://shop.example.com';
const HOSTILE = '<script>alert("x")</script> & <b>bold</b>';

const ADDRESS = {
  firstName: 'Rosa',
  lastName: 'Quintero',
  address: '1 Test Road',
  address2: null,
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
  countryCode: 'US',
  phone: null,
};

const ORDER: Order = {
  id: 'order-1',
  orderNumber: 1042,
  orderSubmittedDate: '2026-11-26T10:00:00.000Z',
  orderType: 'Regular',
  customerId: null,
  email: 'rosa@example.com',
  items: [
    {
      sku: 'ISO-2021',
      productTitle: 'Isosceles 2021',
      variantTitle: '750ml',
      productSlug: 'isosceles-2021',
      image: null,
      quantity: 2,
      price: 9500,
      comparePrice: null,
      itemData: null,
    },
    {
      sku: 'GC-100',
      productTitle: 'Gift Card',
      variantTitle: '$100',
      productSlug: null,
      image: null,
      quantity: 1,
      price: 10000,
      comparePrice: null,
      itemData: { recipients: [{ email: 'friend@example.com', giftMessage: HOSTILE }] },
    },
  ],
  subTotal: 29000,
  shipTotal: 2500,
  taxTotal: 1568,
  total: 33068,
  shipTo: { ...ADDRESS, address: HOSTILE },
  billTo: null,
  giftMessage: HOSTILE,
};

/** Neither version may carry markup from a value: the HTML escapes it, the text keeps it as typed. */
function expectEscaped(email: { text: string; html: string }) {
  expect(email.html).not.toContain('<script>');
  expect(email.html).not.toContain('<b>bold</b>');
  expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
  expect(email.text).toContain(HOSTILE);
}

describe('order confirmation', () => {
  const email = orderConfirmation(ORDER, WEB);

  it('is the receipt as charged, to the buyer, in text and HTML', () => {
    expect(email).toMatchObject({ kind: 'order-confirmation', to: 'rosa@example.com' });
    expect(email.subject).toBe('Order #1042 confirmed');
    for (const version of [email.text, email.html]) {
      expect(version).toContain('Order #1042');
      expect(version).toContain('Isosceles 2021, 750ml');
      expect(version).toContain('$190.00');
      expect(version).toContain('$290.00');
      expect(version).toContain('$25.00');
      expect(version).toContain('$15.68');
      expect(version).toContain('$330.68');
      expect(version).toContain('Paso Robles, CA 93446');
      expect(version).toContain('$100.00 gift card e-mailed to friend@example.com');
    }
    expect(email.text).toContain('2 x Isosceles 2021, 750ml  $190.00');
    expect(email.text).toContain('Total: $330.68');
    expect(email.html).toMatch(/<th scope="row"[^>]*>Total<\/th><td[^>]*>\$330\.68<\/td>/);
    expect(email.html).toContain(`href="${WEB}/profile/order-lookup"`);
  });

  it('escapes the ship-to and the gift message in HTML', () => expectEscaped(email));

  it("shows the shopper's delivery note under its label, escaped", () => {
    const noted = orderConfirmation({ ...ORDER, metaData: { deliveryNote: HOSTILE } }, WEB);
    expect(noted.text).toContain(`Delivery note:\n> ${HOSTILE}`);
    expect(noted.html).toContain('Delivery note');
    expectEscaped(noted);
    expect(email.text).not.toContain('Delivery note');
  });

  it('says so when nothing ships', () => {
    const giftOnly = orderConfirmation({ ...ORDER, shipTo: null, giftMessage: null }, WEB);
    expect(giftOnly.text).toContain('Nothing in this order ships.');
    expect(giftOnly.text).not.toContain('Ship to');
  });

  it("says an event's day, time and place, links its calendar file and greets by name", () => {
    const ticket = {
      sku: 'EVT-BARREL-27',
      productTitle: 'Spring Barrel Tasting 2027',
      variantTitle: 'Seat',
      productSlug: 'spring-barrel-tasting-2027',
      quantity: 2,
      price: 6500,
      eventDate: '2027-03-20',
      eventTime: '11:00',
      eventPlace: 'The Barrel Room, Isosceles Ridge Winery',
    };
    const seats = orderConfirmation(
      { ...ORDER, items: [ticket], shipTo: null, billTo: null, giftMessage: null },
      WEB,
      'June',
    );
    expect(seats.text).toContain('Hi June,');
    expect(seats.text).toContain('Saturday, March 20, 2027, 11:00 am');
    expect(seats.text).toContain('The Barrel Room, Isosceles Ridge Winery');
    expect(seats.html).toContain(`href="${WEB}/api/events/spring-barrel-tasting-2027/calendar"`);
    // Without an account or an address there is no name to use.
    const guest = orderConfirmation({ ...ORDER, items: [ticket], shipTo: null, billTo: null }, WEB);
    expect(guest.text).toContain('Hi there,');
  });
});

describe('gift card to its recipient', () => {
  const card = { to: 'friend@example.com', from: 'Rosa Quintero', message: HOSTILE, amount: 10000 };
  const email = giftCard({ ...card, code: 'ABCD-EFGH-JKMN-PQRS' }, WEB);

  it('carries the sender, the message, the amount, the code and how to redeem', () => {
    expect(email).toMatchObject({ kind: 'gift-card', to: 'friend@example.com' });
    expect(email.subject).toBe('Rosa Quintero sent you a $100.00 Isosceles Ridge Winery gift card');
    for (const version of [email.text, email.html]) {
      expect(version).toContain('Message from Rosa Quintero');
      expect(version).toContain('$100.00');
      expect(version).toContain('ABCD-EFGH-JKMN-PQRS');
      expect(version).toContain('How to redeem');
      expect(version).toContain('Give this code at checkout online');
    }
    expect(email.text).toContain('> <script>alert("x")</script>');
  });

  it('keeps a hostile message as text', () => expectEscaped(email));

  it('escapes a hostile sender name, subject included', () => {
    const named = giftCard({ ...card, from: '<img src=x onerror=alert(1)>', code: 'C' }, WEB);
    expect(named.html).not.toContain('<img');
    expect(named.html).toContain('<title>&lt;img src=x onerror=alert(1)&gt; sent you');
  });
});

describe('club and subscription welcome', () => {
  const member = {
    to: 'rosa@example.com',
    firstName: 'Rosa',
    clubTitle: '6 Bottle Red Wines Club',
    clubSlug: '6-bottle-red-wines',
    signupDate: '2026-11-26T10:00:00.000Z',
    nextShipmentDate: '2027-02-26',
    shipTo: ADDRESS,
    cardLast4: '4242',
  };

  it.each([
    ['a club', member, 'Four shipments a year: spring, summer, fall and holiday'],
    [
      'a subscription',
      {
        ...member,
        clubTitle: '12 Bottle Cabernet Sauvignon Subscription, Every 2 Months',
        clubSlug: '12-bottle-cabernet-sauvignon-subscription-2-month',
      },
      'Ships every 2 months',
    ],
  ])('welcomes to %s with its cadence and the terms', (_, details, cadence) => {
    const email = clubWelcome(details, WEB);
    expect(email).toMatchObject({ kind: 'club-welcome', to: 'rosa@example.com' });
    expect(email.subject).toBe(`Welcome to the ${details.clubTitle}`);
    for (const version of [email.text, email.html]) {
      expect(version).toContain('Hi Rosa,');
      expect(version).toContain(cadence);
      expect(version).toContain('Your membership terms');
      // The terms accepted in the wizard (lib/club/membership-plan.ts), word for word.
      for (const term of membershipTerms(clubRouteOf(details.clubSlug))) {
        expect(version).toContain(version === email.html ? escapeHtml(term) : term);
      }
      expect(version).toContain('ending in 4242');
      expect(version).toContain('1 Test Road');
    }
    expect(email.text).toContain('First shipment: February 26, 2027');
  });

  it('names the card on file when its digits are unknown, and escapes the address', () => {
    const email = clubWelcome(
      { ...member, cardLast4: null, shipTo: { ...ADDRESS, address: HOSTILE } },
      WEB,
    );
    expect(email.text).not.toContain('ending in');
    expect(email.text).toContain('charged to your card on file');
    expectEscaped(email);
  });
});

describe('membership notices', () => {
  const notice = { to: 'rosa@example.com', firstName: null, clubTitle: '6 Bottle Red Wines Club' };

  it('tells which shipment was skipped and when the next one comes', () => {
    const email = shipmentSkipped(
      { ...notice, skippedDate: '2027-02-15', nextShipmentDate: '2027-05-15' },
      WEB,
    );
    expect(email).toMatchObject({
      kind: 'shipment-skipped',
      subject: 'Your 6 Bottle Red Wines Club shipment is skipped',
    });
    for (const version of [email.text, email.html]) {
      expect(version).toContain('Hi there,');
      expect(version).toContain('shipment of February 15, 2027 is skipped');
      expect(version).toContain('May 15, 2027');
    }
  });

  it('repeats the change in the members own words, escaped', () => {
    const email = membershipChanged(
      { ...notice, change: `On hold until March 1, 2027. ${HOSTILE}` },
      WEB,
    );
    expect(email).toMatchObject({
      kind: 'membership-changed',
      subject: 'Your 6 Bottle Red Wines Club membership has changed',
    });
    expect(email.text).toContain('On hold until March 1, 2027.');
    expectEscaped(email);
  });
});

describe('account links', () => {
  it.each([
    [passwordReset, 'password-reset', 'Reset your password', 'Choose a new password'],
    [magicLink, 'magic-link', 'Your sign-in link', 'Sign in'],
  ] as const)('%#: %s carries its one link in both versions', (template, kind, subject, label) => {
    const link = `${WEB}/profile/reset-password?token=abc&x=1`;
    const email = template({ to: 'rosa@example.com', firstName: 'Rosa', link });
    expect(email).toMatchObject({ kind, subject, link });
    expect(email.text).toContain(`${label}: ${link}`);
    expect(email.html).toContain(`href="${WEB}/profile/reset-password?token=abc&amp;x=1"`);
    expect(email.text).toContain('expires in 60 minutes');
  });

  it('never turns a javascript: link into a button', () => {
    const email = magicLink({ to: 'a@example.com', firstName: null, link: 'javascript:alert(1)' });
    expect(email.html).not.toContain('href=');
  });
});
