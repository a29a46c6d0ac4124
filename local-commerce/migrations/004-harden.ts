/**
 * Hardening:
 * - sign-in replies are no longer kept for Idempotency-Key replay; copies stored before this
 *   version still hold a raw customer token, so they go;
 * - anonymous carts untouched for 30 days are purged; the partial index keeps that sweep cheap.
 */
export const sql = `
DELETE FROM idempotency_keys WHERE body ? 'token';
CREATE INDEX carts_anonymous_updated_at ON carts (updated_at) WHERE customer_id IS NULL;
`;
