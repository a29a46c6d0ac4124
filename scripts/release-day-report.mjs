/**
 * Release day's figures (scripts/release-day.mjs): each step's percentiles, the refusals, the
 * orders the site placed against the orders and bottles the embedded service holds, the commerce
 * calls per member, and the server's CPU and peak memory. `verdict` names what fails the run.
 */
import { commerce } from './soak-http.mjs';

/** The `share` (0-1) percentile of `times`, nearest rank. */
export function percentile(times, share) {
  if (times.length === 0) return undefined;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** What the service holds for the members: orders by member, and bottles of `sku` in them. */
export async function heldOrders(members, sku) {
  const byMember = new Map();
  let bottles = 0;
  for (const member of members) {
    const listed = await commerce('GET', `customer/${member.id}/order`, undefined, member.token);
    const orders = listed.body?.orders ?? [];
    byMember.set(member.id, orders);
    for (const order of orders)
      for (const item of order.items ?? []) if (item.sku === sku) bottles += item.quantity;
  }
  return { byMember, bottles };
}

/** The stock of `slug`'s variant `sku` at any location, as the service now has it. */
export async function stockLeft(slug, sku) {
  const product = (await commerce('GET', `product/slug/${slug}/for-web`)).body;
  const variant = product?.variants?.find((candidate) => candidate.sku === sku);
  return (variant?.inventory ?? []).reduce((sum, row) => sum + row.availableForSaleCount, 0);
}

/** Lost (placed, not held), doubled (held more than once) and held without an answer. */
export function reconcile(tally, held) {
  let lost = 0;
  let doubled = 0;
  let heldUnanswered = 0;
  for (const [memberId, orders] of held.byMember) {
    const answered = tally.placed.get(memberId);
    if (answered && !orders.some((order) => order.id === answered)) lost += 1;
    if (orders.length > 1) doubled += orders.length - 1;
    if (!answered && orders.length > 0) heldUnanswered += 1;
  }
  const heldCount = [...held.byMember.values()].reduce((sum, orders) => sum + orders.length, 0);
  return { lost, doubled, heldUnanswered, heldCount };
}

const ms = (value) => (value === undefined ? '-' : Math.round(value));

/** Prints the run's tables (markdown) and answers what failed it, if anything. */
export function printReport({ settings, tally, orders, stock, calls, server }) {
  const { members, seconds } = settings;
  console.log(`\nRelease day: ${members} members over ${seconds} s, ${stock.start} bottles`);
  console.log('\n| step | requests | p50 ms | p95 ms | p99 ms | 5xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [step, row] of tally.steps) {
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((share) => ms(percentile(row.times, share)));
    console.log(`| ${step} | ${row.times.length} | ${p50} | ${p95} | ${p99} | ${row.fiveXx} |`);
  }
  const refusals = [...tally.refusals].map(([why, count]) => `${why} ${count}`).join(', ');
  const sold = stock.start - stock.left;
  const perMember = (count) => (count / members).toFixed(1);
  console.log(
    `\n5xx: ${tally.fiveXx}; no answer: ${tally.noAnswer}; refusals: ${refusals || 'none'}`,
  );
  console.log(
    `Orders: placed ${tally.placed.size} (as the site answered), held ${orders.heldCount}, ` +
      `lost ${orders.lost}, doubled ${orders.doubled}, held without an answer ${orders.heldUnanswered}`,
  );
  console.log(
    `Bottles: ${orders.bottles} in held orders, ${sold} off the stock of ${stock.start} (${stock.left} left)`,
  );
  console.log(
    `Commerce calls per member: ${perMember(calls.total)} (GET customer/self ${perMember(calls.self)})`,
  );
  const routes = [...calls.byRoute].sort((a, b) => b[1] - a[1]);
  console.log(
    `  by route: ${routes.map(([route, count]) => `${route} ${perMember(count)}`).join(', ')}`,
  );
  console.log(
    `Server: ${server.cpuSeconds?.toFixed(1) ?? '-'} CPU s over the run, peak ${server.peakMb ?? '-'} MB resident; ` +
      `embedded service ${Number.isNaN(server.commerceCpu) ? '-' : server.commerceCpu.toFixed(1)} CPU s`,
  );
  return verdict({ tally, orders, stock, sold });
}

/** Why the run fails: overselling, lost or doubled orders, 5xx; empty when it passes. */
export function verdict({ tally, orders, stock, sold }) {
  const problems = [];
  if (orders.bottles > stock.start || stock.left < 0) problems.push('oversold');
  if (orders.bottles !== sold) problems.push('bottles in orders differ from the stock taken');
  if (orders.lost > 0) problems.push(`${orders.lost} orders lost`);
  if (orders.doubled > 0) problems.push(`${orders.doubled} orders doubled`);
  if (tally.fiveXx > 0) problems.push(`${tally.fiveXx} answers 5xx`);
  return problems;
}
