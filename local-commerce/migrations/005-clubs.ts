/**
 * Club sign-up: the billing address of a membership, and at most one active membership of the
 * same club per customer (a double-submitted join cannot slip past the check in the route).
 */
export const sql = /* sql */ `
ALTER TABLE club_memberships ADD COLUMN bill_to jsonb;
CREATE UNIQUE INDEX club_memberships_one_active_idx
  ON club_memberships (customer_id, club_id) WHERE status = 'Active';
`;
