import 'server-only';

/** What a commerce call sends: its URL, its headers (tenant, credentials, idempotency) and body. */
import { randomUUID } from 'node:crypto';

import type * as v from 'valibot';

import type { CommerceCall, CommerceSettings } from './fetch-types';
import type { CommerceSession } from './session';

export async function requestInit(
  call: CommerceCall<v.GenericSchema>,
  tenant: string,
  appCredentials: CommerceSettings['appCredentials'],
  session: CommerceSession,
): Promise<{ init: RequestInit; sentCustomerToken: boolean }> {
  const headers: Record<string, string> = { tenant, 'Content-Type': 'application/json' };
  let sentCustomerToken = false;
  if (call.auth === 'app' && appCredentials) {
    // Commerce7 app authentication: Basic auth, the app id as user and its secret as password.
    headers.Authorization = basicAuth(appCredentials);
  } else {
    const token = await session.getToken();
    // Commerce7 takes the customer token as is, without a scheme.
    if (token !== undefined) headers.Authorization = token;
    sentCustomerToken = token !== undefined;
  }
  // One key per logical call, sent unchanged on every retry, so the server can recognise a replay.
  if (call.method !== 'GET') headers['Idempotency-Key'] = call.idempotencyKey ?? randomUUID();
  return {
    init: {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    },
    sentCustomerToken,
  };
}

function basicAuth({ id, secret }: { id: string; secret: string }): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

export function buildUrl(
  root: string,
  path: string,
  query: CommerceCall<v.GenericSchema>['query'],
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${root}/${path}${search === '' ? '' : `?${search}`}`;
}
