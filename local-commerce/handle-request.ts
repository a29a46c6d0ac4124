/**
 * One HTTP request, from arrival to reply: the widget's stand-in, the paths outside /v1 (health,
 * test-only fault, price and stock controls), then /v1 (v1-request.ts); errors become JSON replies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import {
  PRICE_CONTROL_PATH,
  STOCK_CONTROL_PATH,
  changePrice,
  changeStock,
} from './catalog-control';
import { HttpError, readJsonBody, sendReply, type Reply } from './http';
import { routeV1 } from './v1-request';
import { answerWidgetRequest, BROWSER_READ_HEADERS } from './widget';
import type { AppCredentials } from './auth';
import type { FaultInjector } from './faults';
import type { MailRelay } from './mail/relay';
import type { Services } from './router';
import type { RunningRequests } from './server';

export async function handle(
  db: PGlite,
  settings: PipelineSettings,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const started = Date.now();
  const method = request.method ?? 'GET';
  const url = URL.parse(request.url ?? '/', 'http://local-commerce');
  // The stand-in for Commerce7's widget and its browser calls (widget.ts).
  if (url && answerWidgetRequest(method, url, response)) return;
  let reply: Reply;
  let headers: Record<string, string> = {};
  let drop = false;
  try {
    if (!url) throw new HttpError(400, 'validation', 'Malformed request URL');
    ({ reply, headers, drop = false } = await route(db, settings, request, method, url));
  } catch (error) {
    if (error instanceof HttpError) {
      reply = { status: error.statusCode, body: error.toBody() };
    } else {
      console.error(`[local-commerce] ${method} ${url?.pathname} failed`, error);
      reply = {
        status: 500,
        body: new HttpError(500, 'internal', 'Internal server error').toBody(),
      };
    }
  }
  if (settings.logRequests) {
    settings.services.log(
      `[local-commerce] ${method} ${request.url} ${reply.status} ${Date.now() - started}ms`,
    );
  }
  if (drop) {
    response.destroy();
    return;
  }
  try {
    const browserRead = method === 'GET' && url?.pathname.startsWith('/v1/');
    if (!response.headersSent)
      sendReply(response, reply, browserRead ? { ...headers, ...BROWSER_READ_HEADERS } : headers);
  } catch (error) {
    // The client went away; nothing is left to tell it.
    console.error(`[local-commerce] could not answer ${method} ${request.url}`, error);
  }
}

async function route(
  db: PGlite,
  settings: PipelineSettings,
  request: IncomingMessage,
  method: string,
  url: URL,
): Promise<Routed> {
  // Outside /v1 and without tenant: lets scripts wait for the service to come up.
  if (url.pathname === '/health')
    return { reply: { status: 200, body: { status: 'ok' } }, headers: {} };
  if (settings.faults && url.pathname.startsWith('/__faults')) {
    const body = method === 'POST' ? await readJsonBody(request) : undefined;
    const reply = settings.faults.control(method, url.pathname, body);
    if (reply) return { reply, headers: {} };
  }
  if (settings.faults && url.pathname === PRICE_CONTROL_PATH && method === 'PUT') {
    const body = await readJsonBody(request);
    return { reply: await db.transaction((sql) => changePrice(sql, body)), headers: {} };
  }
  if (settings.faults && url.pathname === STOCK_CONTROL_PATH && method === 'PUT') {
    const body = await readJsonBody(request);
    return { reply: await db.transaction((sql) => changeStock(sql, body)), headers: {} };
  }
  if (!url.pathname.startsWith('/v1/')) throw new HttpError(404, 'notFound', 'Not found');

  const path = url.pathname.slice('/v1/'.length).replace(/\/+$/, '');
  return settings.running.during(method, path, () =>
    routeV1(db, settings, request, method, url, path),
  );
}

/**
 * What every step of the request pipeline shares: the service's settings for a request and what
 * routing a request produces (server.ts describes the pipeline).
 */

export interface PipelineSettings {
  tenant: string;
  marketingApiKey: string;
  appCredentials: AppCredentials | undefined;
  services: Services;
  logRequests: boolean;
  faults: FaultInjector | undefined;
  running: RunningRequests;
  /** Set with a mail service: told after each committed change to send the new outbox e-mails. */
  mailRelay?: MailRelay;
}

export interface Routed {
  reply: Reply;
  headers: Record<string, string>;
  /** TEST ONLY (an armed `drop` fault): close the connection without answering. */
  drop?: boolean;
}
