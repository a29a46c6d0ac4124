/**
 * Event tickets carry their event day (`eventDate`), after which the service stops selling them
 * (availability.ts). New databases get it from the seed; this gives it to the seeded ticket of a
 * database created before the field existed.
 */
export const sql = `
UPDATE products
   SET doc = jsonb_set(doc, '{eventDate}', '"2026-10-10"')
 WHERE slug = 'harvest-table-dinner-2026'
   AND doc->>'type' = 'Event Ticket'
   AND NOT (doc ? 'eventDate');
`;
