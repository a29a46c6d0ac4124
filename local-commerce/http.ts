/**
 * HTTP plumbing shared by the router and the route modules: the reply type, the one error
 * class and the Commerce7-shaped error body (`{ statusCode, type, message, errors }`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CommerceErrorBody } from '../lib/commerce/entities';
import { MAX_BODY_BYTES } from './config';

export interface Reply {
  status: number;
  /** Absent for 204 replies. */
  body?: unknown;
}

type ErrorType =
  | 'tenant'
  | 'invalidJson'
  | 'payloadTooLarge'
  | 'validation'
  | 'notFound'
  | 'methodNotAllowed'
  | 'unauthorized'
  | 'forbidden'
  | 'idempotency'
  | 'conflict'
  /** A request about something another request is still working on (GET order/cart/{id}). */
  | 'inProgress'
  | 'internal';

/** Thrown anywhere inside a handler; the transaction rolls back and the client gets the body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: ErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): CommerceErrorBody {
    // Commerce7's shape; this service names the field in `message`, so `errors` stays empty.
    return { statusCode: this.statusCode, type: this.type, message: this.message, errors: [] };
  }
}

export const notFound = (message: string) => new HttpError(404, 'notFound', message);
export const unprocessable = (message: string) => new HttpError(422, 'validation', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const unauthorized = (message = 'Unauthorized') =>
  new HttpError(401, 'unauthorized', message);

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const noContent = (): Reply => ({ status: 204 });

/**
 * Reads and parses a JSON body. An empty body is `undefined` (logout and DELETE send none);
 * anything unreadable is a 400 so the client can tell it apart from a business rule (422).
 */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, 'payloadTooLarge', 'Request body is too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalidJson', 'Request body is not valid JSON');
  }
}

export function sendReply(
  response: ServerResponse,
  reply: Reply,
  headers: Record<string, string> = {},
) {
  if (reply.status === 204 || reply.body === undefined) {
    response.writeHead(reply.status, headers);
    response.end();
    return;
  }
  const payload = JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload).toString(),
  });
  response.end(payload);
}
