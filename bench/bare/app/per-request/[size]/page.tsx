/**
 * The same page as `/<bytes>`, rendered on every request: the twin of a signed-in member's pages,
 * which are personal and rendered per request (the bench's `member` rows).
 */
import { connection } from 'next/server';
import { SizedBody } from '../../../sized-body';

// Blocking, with no static shell: under Cache Components the page is rendered whole per request,
// as without them, instead of a build error for the request data read outside <Suspense>.
export const instant = false;

export default async function PerRequestPage({ params }: { params: Promise<{ size: string }> }) {
  await connection();
  return <SizedBody size={(await params).size} />;
}
