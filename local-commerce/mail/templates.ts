/**
 * Every e-mail the embedded service sends, as Commerce7 would send it: each template turns what
 * happened into blocks of the shared layout (layout.ts), which renders text and HTML alike.
 */
import { clubRouteOf, shippingCadence } from '../../lib/club/clubs';
import type { Address, Order } from '../../lib/commerce/entities';
import { orderNotesOf } from '../../lib/checkout/checkout';
import { membershipTerms } from '../../lib/club/membership-plan';
import { formatUsd } from '../../lib/pricing/pricing';
import { LINK_TOKEN_TTL_MINUTES } from '../config';
import { type Block, type RenderedEmail, renderEmail, WINERY_NAME } from './layout';
import { eventCalendarPath, eventWhenOf } from '../../lib/events/events';

export type MailKind =
  | 'order-confirmation'
  | 'gift-card'
  | 'club-welcome'
  | 'shipment-skipped'
  | 'membership-changed'
  | 'password-reset'
  | 'magic-link';

/** One e-mail, ready for the outbox. */
export interface Email extends RenderedEmail {
  kind: MailKind;
  to: string;
  /** The one link the e-mail asks the reader to follow (reset or sign-in), when it has one. */
  link?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2027-03-01' or a Date to 'March 1, 2027' (dates are calendar days, read in UTC). */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const greeting = (firstName: string | null | undefined) => `Hi ${firstName?.trim() || 'there'},`;

function formatAddress(address: Address): string {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address,
    address.address2,
    `${address.city}, ${address.stateCode} ${address.zipCode}`,
  ]
    .filter((line) => !!line?.trim())
    .join('\n');
}

const pageLink = (webUrl: string, path: string) => new URL(path, webUrl).href;

function receiptLines(order: Order) {
  return order.items.map((item) => ({
    item: [item.productTitle, item.variantTitle].filter(Boolean).join(', '),
    quantity: item.quantity,
    amount: formatUsd(item.price * item.quantity),
  }));
}

function giftCardRecipients(order: Order): string[] {
  return order.items.flatMap((item) =>
    (item.itemData?.recipients ?? []).map(
      (recipient) => `${formatUsd(item.price)} gift card e-mailed to ${recipient.email}`,
    ),
  );
}

/**
 * To the buyer, at checkout: the receipt as charged, an event's when and where, greeting them by
 * name (`firstName`: the customer's, when the order has no address to take it from).
 */
export function orderConfirmation(order: Order, webUrl: string, firstName?: string | null): Email {
  const recipients = giftCardRecipients(order);
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `Thank you for your order. Order #${order.orderNumber}, placed ${formatDate(order.orderSubmittedDate)}.`,
    },
    ...eventBlocks(order, webUrl),
    { kind: 'heading', text: 'Your order' },
    { kind: 'lines', rows: receiptLines(order) },
    {
      kind: 'facts',
      rows: [
        ['Subtotal', formatUsd(order.subTotal)],
        ['Shipping', formatUsd(order.shipTotal)],
        ['Tax', formatUsd(order.taxTotal)],
        ['Total', formatUsd(order.total)],
      ],
    },
    order.shipTo
      ? { kind: 'facts', rows: [['Ship to', formatAddress(order.shipTo)]] }
      : { kind: 'paragraph', text: 'Nothing in this order ships.' },
  ];
  // The shopper's checkout notes, each under its label: a new note needs no edit here.
  for (const note of orderNotesOf(order))
    blocks.push({ kind: 'quote', by: note.label, text: note.text });
  if (recipients.length > 0) blocks.push({ kind: 'list', items: recipients });
  if (order.giftMessage)
    blocks.push({ kind: 'quote', by: 'Gift message', text: order.giftMessage });
  blocks.push(
    {
      kind: 'paragraph',
      text: 'Keep this e-mail: the order number and this address find the order again.',
    },
    {
      kind: 'button',
      label: 'Look up your order',
      href: pageLink(webUrl, '/profile/order-lookup'),
    },
  );
  const subject = `Order #${order.orderNumber} confirmed`;
  return {
    kind: 'order-confirmation',
    to: order.email,
    ...renderEmail({
      subject,
      greeting: greeting(order.shipTo?.firstName ?? order.billTo?.firstName ?? firstName),
      blocks,
    }),
  };
}

export interface GiftCardDetails {
  to: string;
  /** Who sent it: the buyer's name, else their e-mail address. */
  from: string;
  message: string;
  amount: number;
  code: string;
}

/** To a gift card's recipient, at checkout: the sender's message, the amount and how to redeem. */
export function giftCard(card: GiftCardDetails, webUrl: string): Email {
  const subject = `${card.from} sent you a ${formatUsd(card.amount)} ${WINERY_NAME} gift card`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: `${card.from} sent you a gift card from ${WINERY_NAME}.` },
    { kind: 'quote', by: `Message from ${card.from}`, text: card.message },
    {
      kind: 'facts',
      rows: [
        ['Amount', formatUsd(card.amount)],
        ['Gift card code', card.code],
      ],
    },
    { kind: 'heading', text: 'How to redeem' },
    {
      kind: 'paragraph',
      text: 'Give this code at checkout online, in the tasting room or at the winery kitchen. The card never expires, and what you do not spend stays on it for next time.',
    },
    { kind: 'button', label: 'Shop the wines', href: pageLink(webUrl, '/') },
  ];
  return {
    kind: 'gift-card',
    to: card.to,
    ...renderEmail({ subject, greeting: 'Hello,', blocks }),
  };
}

export interface MembershipDetails {
  to: string;
  firstName: string | null;
  clubTitle: string;
  clubSlug: string;
  signupDate: string;
  /**
   * The first shipment as the membership holds it ('YYYY-MM-DD', the service's one rule, which
   * `/profile` and the receipt show too); null when it has none (not active).
   */
  nextShipmentDate: string | null;
  shipTo: Address | null;
  /** Last four digits of the card on file, when the membership has one. */
  cardLast4?: string | null;
}

/** To a new member, on joining a club or a subscription: what they joined and its terms. */
export function clubWelcome(member: MembershipDetails, webUrl: string): Email {
  const route = clubRouteOf(member.clubSlug);
  const facts: [string, string][] = [
    ['Membership', member.clubTitle],
    ['Member since', formatDate(member.signupDate)],
  ];
  if (route) facts.push(['Shipments', shippingCadence(route)]);
  if (member.nextShipmentDate) facts.push(['First shipment', formatDate(member.nextShipmentDate)]);
  if (member.shipTo) facts.push(['Ships to', formatAddress(member.shipTo)]);
  if (member.cardLast4) facts.push(['Card on file', `ending in ${member.cardLast4}`]);
  const blocks: Block[] = [
    { kind: 'paragraph', text: `Welcome to the ${member.clubTitle}. We are glad to have you.` },
    { kind: 'facts', rows: facts },
    { kind: 'heading', text: 'Your membership terms' },
    // The very text the member accepted in the wizard and the receipt repeats.
    { kind: 'list', items: membershipTerms(route) },
    { kind: 'button', label: 'Manage your membership', href: pageLink(webUrl, '/profile') },
  ];
  const subject = `Welcome to the ${member.clubTitle}`;
  return {
    kind: 'club-welcome',
    to: member.to,
    ...renderEmail({ subject, greeting: greeting(member.firstName), blocks }),
  };
}

interface MemberNotice {
  to: string;
  firstName: string | null;
  clubTitle: string;
}

/** To a member who skipped a shipment: which one, and when the next one comes. */
export function shipmentSkipped(
  notice: MemberNotice & { skippedDate: string | Date; nextShipmentDate: string | Date },
  webUrl: string,
): Email {
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `Your ${notice.clubTitle} shipment of ${formatDate(notice.skippedDate)} is skipped: it will not ship and will not be charged.`,
    },
    { kind: 'facts', rows: [['Next shipment', formatDate(notice.nextShipmentDate)]] },
    { kind: 'paragraph', text: 'Your membership continues as before.' },
    { kind: 'button', label: 'Manage your membership', href: pageLink(webUrl, '/profile') },
  ];
  const subject = `Your ${notice.clubTitle} shipment is skipped`;
  return {
    kind: 'shipment-skipped',
    to: notice.to,
    ...renderEmail({ subject, greeting: greeting(notice.firstName), blocks }),
  };
}

/** To a member whose membership changed (hold, resume, size or frequency, address). */
export function membershipChanged(
  notice: MemberNotice & { change: string },
  webUrl: string,
): Email {
  const blocks: Block[] = [
    { kind: 'paragraph', text: `Your ${notice.clubTitle} membership has changed.` },
    { kind: 'paragraph', text: notice.change },
    {
      kind: 'paragraph',
      text: 'If you did not make this change, sign in and check your membership, or reply to this e-mail.',
    },
    { kind: 'button', label: 'Manage your membership', href: pageLink(webUrl, '/profile') },
  ];
  const subject = `Your ${notice.clubTitle} membership has changed`;
  return {
    kind: 'membership-changed',
    to: notice.to,
    ...renderEmail({ subject, greeting: greeting(notice.firstName), blocks }),
  };
}

interface LinkNotice {
  to: string;
  firstName: string | null;
  link: string;
}

export function passwordReset(notice: LinkNotice): Email {
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `Follow this link to choose a new password. It works once and expires in ${LINK_TOKEN_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    },
    { kind: 'button', label: 'Choose a new password', href: notice.link },
  ];
  const subject = 'Reset your password';
  return {
    kind: 'password-reset',
    to: notice.to,
    link: notice.link,
    ...renderEmail({ subject, greeting: greeting(notice.firstName), blocks }),
  };
}

export function magicLink(notice: LinkNotice): Email {
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `Follow this link to sign in without your password. It works once and expires in ${LINK_TOKEN_TTL_MINUTES} minutes.`,
    },
    { kind: 'button', label: 'Sign in', href: notice.link },
  ];
  const subject = 'Your sign-in link';
  return {
    kind: 'magic-link',
    to: notice.to,
    link: notice.link,
    ...renderEmail({ subject, greeting: greeting(notice.firstName), blocks }),
  };
}

/**
 * An event ticket's when and where, one block per event, with the link to its calendar file.
 */
function eventBlocks(order: Order, webUrl: string): Block[] {
  return order.items.flatMap((item): Block[] => {
    const when = eventWhenOf(item);
    if (!when) return [];
    const rows: [string, string][] = [['When', when]];
    if (item.eventPlace) rows.push(['Where', item.eventPlace]);
    rows.push(['Seats', String(item.quantity)]);
    const blocks: Block[] = [
      { kind: 'heading', text: item.productTitle },
      { kind: 'facts', rows },
    ];
    if (item.productSlug)
      blocks.push({
        kind: 'button',
        label: 'Add to calendar',
        href: new URL(eventCalendarPath(item.productSlug), webUrl).href,
      });
    return blocks;
  });
}
