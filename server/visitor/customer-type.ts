import 'server-only';
import { unstable_rethrow } from 'next/navigation';

import { createCookieSession } from '@/server/commerce/session';
import { getViewer } from '@/server/visitor/viewer';

import {
  type CustomerType,
  currentReportScope,
  customerTypeOf,
} from '@/server/observability/report-scope';

/**
 * The visitor's customer type for an error report: what the report scope already learned, else
 * 'normal' for a visitor who is not signed in (no commerce call), else the viewer (loaded once per
 * request, within the render deadline). Undefined when even that fails.
 */
export async function currentCustomerType(): Promise<CustomerType | undefined> {
  const known = currentReportScope()?.customerType;
  if (known) return known;
  try {
    if (!(await createCookieSession().getToken())) return 'normal';
    return customerTypeOf(await getViewer());
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
}
