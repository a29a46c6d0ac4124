/**
 * An order's custom fields, as Commerce7 keeps them (`metaData`, keyed by the field's code): the
 * notes a shopper leaves at checkout (lib/checkout/checkout.ts). One JSON object, so a
 * note added to the checkout needs no migration of its own.
 */
export const sql = /* sql */ `
ALTER TABLE orders ADD COLUMN meta_data jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
