/**
 * A page rendered on every request. The bench asks for it once on its second bare server, so that
 * server is in the state of any Next server that has rendered at runtime (the site does at every
 * revalidation): on Node 20, AsyncLocalStorage then keeps promise hooks on for the life of the
 * process, and every later request, prerendered ones included, pays for them. Behind <Suspense>
 * so that the build with Cache Components accepts it.
 */
import { connection } from 'next/server';
import { Suspense } from 'react';

async function RenderedAt() {
  await connection();
  return <p>Rendered at {new Date().toISOString()}</p>;
}

export default function Rendered() {
  return (
    <Suspense>
      <RenderedAt />
    </Suspense>
  );
}
