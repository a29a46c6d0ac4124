/** Clubs and subscriptions, and a customer's membership of one. */
import * as v from 'valibot';
import { CardSummarySchema, AddressSchema } from './customer-schema';
import { listOf, optionalNumber, optionalString, tolerantPicklist } from './tolerant-schema';

/** Membership statuses Commerce7 is known to send; `On Hold` is a paused, not cancelled, membership. */
const CLUB_MEMBERSHIP_STATUSES = ['Active', 'On Hold', 'Cancelled'] as const;

/**
 * A club membership. Commerce7 nests the club (`club: { title, slug }`); the local service and
 * older replies carry flat `clubTitle` / `clubSlug`: both read as the flat fields. A status we do
 * not know reads as 'On Hold' (neither a current membership nor a finished one).
 */
export const ClubMembershipSchema = v.pipe(
  v.object({
    id: v.string(),
    customerId: v.string(),
    clubId: optionalString,
    clubTitle: optionalString,
    /** Club slug, e.g. '6-bottle-red-wines' or '12-bottle-cabernet-sauvignon-subscription-2-month'. */
    clubSlug: optionalString,
    club: v.nullish(v.object({ id: optionalString, title: v.string(), slug: v.string() })),
    status: tolerantPicklist(CLUB_MEMBERSHIP_STATUSES, 'On Hold'),
    signupDate: v.string(),
    cancelDate: optionalString,
    cancellationReason: optionalString,
    /** Where the club shipments go (local service club sign-up). */
    shipTo: v.nullish(AddressSchema),
    /** The billing address of the membership (local service club sign-up). */
    billTo: v.nullish(AddressSchema),
    /** `YYYY-MM-DD` of the next shipment; null while on hold or cancelled. */
    nextShipmentDate: optionalString,
    /** When the member put the membership on hold (null unless `On Hold`). */
    onHoldStartDate: optionalString,
    /** Shipments the member skipped, `YYYY-MM-DD`, oldest first. */
    skippedShipmentDates: listOf(v.string()),
    /** The card on file the shipments are charged to (local service club sign-up). */
    creditCardId: optionalString,
    creditCard: v.nullish(CardSummarySchema),
    /** When the member accepted the membership terms (ISO time; local service club sign-up). */
    termsAcceptedAt: optionalString,
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { club, clubId, clubTitle, clubSlug, ...membership } = dataset.value;
    const title = clubTitle ?? club?.title;
    const slug = clubSlug ?? club?.slug;
    const id = clubId ?? club?.id;
    if (!title || !slug || !id) {
      addIssue({ message: 'A club membership needs its club (id, title and slug)' });
      return NEVER;
    }
    return { ...membership, clubId: id, clubTitle: title, clubSlug: slug };
  }),
);

export const ClubSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  /** 'club' or 'subscription' (9 club and 27 subscription routes). */
  kind: v.picklist(['club', 'subscription']),
  bottles: v.number(),
  category: v.string(),
  /** Months between shipments; subscriptions only. */
  frequencyMonths: optionalNumber,
});

/** A dated line of the account's history: a membership change the member made (local service). */
export const CustomerEventSchema = v.object({
  id: v.string(),
  membershipId: optionalString,
  kind: v.string(),
  /** Says what changed, e.g. 'Shipment skipped: 12 Dec 2026'. */
  message: v.string(),
  createdAt: v.string(),
});

export type CustomerEvent = v.InferOutput<typeof CustomerEventSchema>;
export type ClubMembership = v.InferOutput<typeof ClubMembershipSchema>;
export type Club = v.InferOutput<typeof ClubSchema>;
