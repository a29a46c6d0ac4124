import { type NextRequest, NextResponse } from 'next/server';
import { safeNextPath } from '@/lib/customer/account';
import { ageGateReturnPath } from '@/lib/customer/age-gate';
import { writeAgeConfirmation } from '@/server/cookies';

/**
 * The age gate's button without scripts: stores the confirmation exactly as the inline script
 * does (ageGate=false, readable by that script, a year) and goes back to the page the visitor
 * was on (303, a same-site path only). The proxy has already refused a post from another origin.
 */
export function POST(request: NextRequest) {
  const path = ageGateReturnPath(request.headers.get('referer'), safeNextPath);
  // A relative Location: the server's own idea of its origin (0.0.0.0, a proxy's) is not the
  // visitor's, and the cookie belongs to the host they asked.
  const response = new NextResponse(null, { status: 303, headers: { Location: path } });
  writeAgeConfirmation(response);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
