/**
 * The soak test's figures (scripts/soak.mjs): the orders the site answered against the orders the
 * service holds for the soak's customers, and the table it prints.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { commerce, stats } from './soak-http.mjs';
import { printResidentMemory } from './soak-memory.mjs';
import { customers, orders } from './soak-traffic.mjs';

/** Decides the checkouts left "checking" and counts the orders the service holds. */
export async function settleOrders() {
  // Checkouts left "checking" are decided by the service now.
  let checkingPlaced = 0;
  for (const cartId of orders.checking.keys()) {
    let status = 409;
    const deadline = Date.now() + 30_000;
    while (status === 409 && Date.now() < deadline) {
      status = (await commerce('GET', `order/cart/${cartId}`)).status;
      if (status === 409) await delay(500);
    }
    if (status === 200) checkingPlaced += 1;
  }
  let held = 0;
  const heldIds = new Set();
  for (const customer of customers) {
    const listed = await commerce(
      'GET',
      `customer/${customer.id}/order`,
      undefined,
      customer.token,
    );
    const list = Array.isArray(listed.body)
      ? listed.body
      : (listed.body?.data ?? listed.body?.orders ?? []);
    held += list.length;
    for (const order of list) heldIds.add(order.id);
  }
  const placed = orders.answered.size + checkingPlaced;
  const lost = [...orders.answered].filter((id) => !heldIds.has(id)).length;
  const doubled = Math.max(0, held - placed);

  return { checkingPlaced, held, placed, lost, doubled };
}

/** The table; exit code 1 when a shared page answered 5xx or an order was lost or doubled. */
export function printReport({ faults, resident, checkingPlaced, held, placed, lost, doubled }) {
  console.log('\nFaults:');
  for (const line of faults) console.log(line);
  console.log('\n| traffic | requests | 5xx | no answer |');
  console.log('| --- | --- | --- | --- |');
  let total = 0;
  for (const [kind, row] of stats) {
    total += row.requests;
    console.log(`| ${kind} | ${row.requests} | ${row.fiveXx} | ${row.failed} |`);
  }
  console.log(`| all | ${total} | | |`);
  console.log('\n| orders | count |');
  console.log('| --- | --- |');
  console.log(`| checkouts attempted | ${orders.attempts} |`);
  console.log(`| placed, as the site answered | ${orders.answered.size} |`);
  console.log(
    `| left "checking", then found placed | ${checkingPlaced} of ${orders.checking.size} |`,
  );
  console.log(`| refused (a clear message, cart kept) | ${orders.refused} |`);
  console.log(`| held by the service | ${held} |`);
  console.log(`| lost / doubled | ${lost} / ${doubled} |`);
  printResidentMemory(resident);
  const sharedFiveXx = stats.get('shared page')?.fiveXx ?? 0;
  if (sharedFiveXx > 0 || lost > 0 || doubled > 0 || held !== placed) {
    console.error(
      `\nFAILED: ${sharedFiveXx} 5xx on shared pages, ${lost} lost, ${doubled} doubled, ${held} held for ${placed} placed`,
    );
    process.exitCode = 1;
  }
}
