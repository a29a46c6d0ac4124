/**
 * A page rendered on every request. The bench asks for it once on its second bare server, so that
 * server is in the state of any Next server that has rendered at runtime (the site does at every
 * revalidation): on Node 20, AsyncLocalStorage then keeps promise hooks on for the life of the
 * process, and every later request, prerendered ones included, pays for them.
 */
import { connection } from 'next/server';

// Blocking, with no static shell: under Cache Components the page is rendered whole per request,
// as without them, instead of a build error for the request data read outside <Suspense>.
export const instant = false;

export default async function Rendered() {
  await connection();
  return <p>Rendered at {new Date().toISOString()}</p>;
}
