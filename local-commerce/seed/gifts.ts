/** Gifts, accessories, the gift card and an event ticket. */
import { goods, stockAt, type SeedProduct } from './product-builders';

export const GIFTS: SeedProduct[] = [
  goods({
    rule: 'virtual gift card, amount variants $50/$100/$250; hideClubPrice',
    slug: 'isosceles-ridge-gift-card',
    title: 'Isosceles Ridge Gift Card',
    type: 'Gift Card',
    teaser:
      'Sent by e-mail with your message, and good for wine, tastings and dinners at the ridge.',
    content:
      '<p>Choose an amount, tell us who it is for and add a note. We e-mail the gift card to your recipient straight away.</p><p>Gift cards can be used online, in the tasting room and at the winery kitchen, and never expire.</p>',
    art: { kind: 'gift-card', colour: '#7a1f2b' },
    collections: ['gifts-accessories'],
    variants: [
      { sku: 'GC-050', title: '$50', price: 5000, inventoryPolicy: 'Dont Sell', stock: {} },
      { sku: 'GC-100', title: '$100', price: 10000, inventoryPolicy: 'Dont Sell', stock: {} },
      { sku: 'GC-250', title: '$250', price: 25000, inventoryPolicy: 'Dont Sell', stock: {} },
    ],
    product: { giftCard: { type: 'Virtual' }, hideClubPrice: true, defaultVariantIndex: 1 },
  }),
  goods({
    rule: 'general merchandise',
    slug: 'triangle-corkscrew',
    title: 'Triangle Corkscrew',
    type: 'General Merchandise',
    teaser: 'A double-hinged waiter’s friend with our triangle set in the olive-wood handle.',
    content:
      '<p>Stainless steel, double-hinged for an easy pull, with an olive-wood handle and a serrated foil knife.</p>',
    art: { kind: 'corkscrew', colour: '#8a6a45' },
    collections: ['gifts-accessories'],
    variants: [
      {
        sku: 'ACC-CORK',
        title: 'Each',
        price: 2400,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(200),
      },
    ],
  }),
  goods({
    rule: 'general merchandise',
    slug: 'ridge-stemware-pair',
    title: 'Ridge Stemware, Pair',
    type: 'General Merchandise',
    teaser: 'Two hand-blown glasses shaped for the reds of the ridge.',
    content:
      '<p>Lead-free crystal, hand blown, with a wide bowl that gives Cabernet room to open. Sold as a pair.</p>',
    art: { kind: 'glasses', colour: '#7a1f2b' },
    collections: ['gifts-accessories'],
    variants: [
      {
        sku: 'ACC-GLASS-2',
        title: 'Pair',
        price: 4800,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(80),
      },
    ],
  }),
  goods({
    rule: 'general merchandise',
    slug: 'olive-wood-serving-board',
    title: 'Olive Wood Serving Board',
    type: 'General Merchandise',
    teaser: 'Cut from the old olive trees that line our drive.',
    content:
      '<p>Each board is cut from fallen branches of the olive trees along the winery drive, so no two share a grain.</p>',
    art: { kind: 'board', colour: '#b08452' },
    collections: ['gifts-accessories'],
    variants: [
      {
        sku: 'ACC-BOARD',
        title: 'Each',
        price: 6500,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(25),
      },
    ],
  }),
  goods({
    rule: 'general merchandise',
    slug: 'two-bottle-gift-box',
    title: 'Two-Bottle Gift Box',
    type: 'General Merchandise',
    teaser: 'A linen-wrapped box that holds any two of our bottles.',
    content:
      '<p>Add it to your cart with two bottles and we pack them together with tissue and a ribbon.</p>',
    art: { kind: 'gift-box', colour: '#2f3b4c' },
    collections: ['gifts-accessories'],
    variants: [
      {
        sku: 'ACC-BOX-2',
        title: 'Each',
        price: 1800,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(150),
      },
    ],
  }),
  goods({
    rule: "Event Ticket (type 'Event Ticket'); hideClubPrice; no shipping",
    slug: 'harvest-table-dinner-2026',
    title: 'Harvest Table Dinner 2026',
    type: 'Event Ticket',
    teaser:
      'A long-table dinner among the vines on the last night of harvest. One ticket, one seat.',
    content:
      '<p>Five courses from the winery kitchen, paired with library wines and the first taste of the new vintage straight from the tank.</p><p>Saturday 10 October 2026, 5 pm until the fire goes out. Seats are limited.</p>',
    art: { kind: 'ticket', colour: '#7a1f2b' },
    collections: [],
    variants: [
      {
        sku: 'EVT-HARVEST-26',
        title: 'Seat',
        price: 12500,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(40),
        maxQuantityPerCart: 8,
      },
    ],
    product: {
      hideClubPrice: true,
      eventDate: '2026-10-10',
      eventTime: '17:00',
      eventEndTime: '22:00',
      eventPlace: 'The Long Table, Isosceles Ridge Vineyard',
    },
  }),
  goods({
    rule: "adminStatus 'Hidden' (left out of every listing, still found by slug)",
    slug: 'tasting-notes-booklet',
    title: 'Tasting Notes Booklet',
    type: 'Collateral',
    teaser: 'The printed notes handed out at the tasting bar.',
    content: '<p>Printed for the tasting room; free with any visit.</p>',
    art: { kind: 'booklet', colour: '#5b6b3a' },
    collections: [],
    variants: [
      {
        sku: 'COL-NOTES',
        title: 'Each',
        price: 0,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(500),
      },
    ],
    product: { adminStatus: 'Hidden' },
  }),
];
