/**
 * The same page as `/<bytes>`, rendered on every request: the twin of a signed-in member's pages,
 * which are personal and rendered per request (the bench's `member` rows). The body is behind
 * <Suspense>: under Cache Components request data may not be read outside it, so that build
 * prerenders an empty shell and streams the body in; without them the body streams in the same way.
 */
import { connection } from 'next/server';
import { Suspense } from 'react';
import { SizedBody } from '../../../sized-body';

type Params = Promise<{ size: string }>;

async function PerRequestBody({ params }: { params: Params }) {
  await connection();
  return <SizedBody size={(await params).size} />;
}

export default function PerRequestPage({ params }: { params: Params }) {
  return (
    <Suspense>
      <PerRequestBody params={params} />
    </Suspense>
  );
}
