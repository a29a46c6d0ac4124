/**
 * A stand-in for the Upstash REST API on loopback, for tests. It speaks only the HTTP framing
 * (`POST /` with one command as a JSON array, `/pipeline` and `/multi-exec` with arrays of them,
 * Bearer auth, base64 response encoding) and hands each command to a real redis-server, so the
 * command semantics the tests observe are Redis's own, not a re-implementation's.
 *
 * It records what it receives, so tests can check the wire format `@upstash/redis` produces.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient, ErrorReply, MultiErrorReply } from 'redis';

export type UpstashEndpoint = 'command' | 'pipeline' | 'multi-exec';

export interface ReceivedCommand {
  endpoint: UpstashEndpoint;
  /** Command name upper-cased, then its arguments as strings. */
  command: string[];
}

export interface UpstashRestShim {
  url: string;
  token: string;
  received: ReceivedCommand[];
  /** Delays every response, to exercise client timeouts. */
  setResponseDelay(ms: number): void;
  stop(): Promise<void>;
}

type CommandResult = { result: unknown } | { error: string };

const ENDPOINTS: Record<string, UpstashEndpoint> = {
  '/': 'command',
  '/pipeline': 'pipeline',
  '/multi-exec': 'multi-exec',
};

const clientFor = (url: string) => createClient({ url });
type RedisClient = ReturnType<typeof clientFor>;

/** What the server shares with its request handler; the delay changes while it runs. */
interface ShimState {
  redis: RedisClient;
  token: string;
  received: ReceivedCommand[];
  responseDelayMs: number;
}

export async function startUpstashRestShim(redisUrl: string): Promise<UpstashRestShim> {
  const redis = clientFor(redisUrl);
  redis.on('error', () => {});
  await redis.connect();
  const state: ShimState = { redis, token: 'test-token', received: [], responseDelayMs: 0 };

  const server = createServer((request, response) => {
    handle(state, request, response).catch((error: unknown) => {
      reply(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('shim has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    token: state.token,
    received: state.received,
    setResponseDelay: (ms) => {
      state.responseDelayMs = ms;
    },
    async stop() {
      server.closeAllConnections();
      server.close();
      await redis.close();
    },
  };
}

async function handle(
  state: ShimState,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (state.responseDelayMs > 0) await delay(state.responseDelayMs);
  const endpoint = ENDPOINTS[request.url ?? ''];
  if (request.method !== 'POST' || endpoint === undefined)
    return reply(response, 404, { error: 'Not found' });
  if (request.headers.authorization !== `Bearer ${state.token}`) {
    return reply(response, 401, { error: 'Unauthorized' });
  }
  const body: unknown = JSON.parse(await readBody(request));
  const base64 = request.headers['upstash-encoding'] === 'base64';
  const encode = (result: CommandResult) =>
    'result' in result ? { result: encodeReply(result.result, base64) } : result;

  if (endpoint === 'command') {
    const command = toCommand(body);
    state.received.push({ endpoint, command });
    const result = await runOne(state.redis, command);
    return reply(response, 'error' in result ? 400 : 200, encode(result));
  }
  if (!Array.isArray(body)) return reply(response, 400, { error: 'expected an array of commands' });
  const commands = body.map(toCommand);
  for (const command of commands) state.received.push({ endpoint, command });
  const results =
    endpoint === 'pipeline'
      ? await Promise.all(commands.map((command) => runOne(state.redis, command)))
      : await runTransaction(state.redis, commands);
  return reply(response, 200, results.map(encode));
}

async function runOne(redis: RedisClient, command: string[]): Promise<CommandResult> {
  try {
    return { result: await redis.sendCommand(command) };
  } catch (error) {
    if (error instanceof ErrorReply) return { error: error.message };
    throw error;
  }
}

async function runTransaction(redis: RedisClient, commands: string[][]): Promise<CommandResult[]> {
  const transaction = redis.multi();
  for (const command of commands) transaction.addCommand(command);
  try {
    const replies: unknown[] = await transaction.exec();
    return replies.map((result) => ({ result }));
  } catch (error) {
    if (!(error instanceof MultiErrorReply)) throw error;
    return error.replies.map((reply: unknown) =>
      reply instanceof ErrorReply ? { error: reply.message } : { result: reply },
    );
  }
}

function toCommand(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new Error('a command is a non-empty array');
  const [name, ...args] = value.map((part: unknown) => String(part));
  return [String(name).toUpperCase(), ...args];
}

/** Upstash base64-encodes every string in a reply except the status `OK`. */
function encodeReply(reply: unknown, base64: boolean): unknown {
  if (typeof reply === 'string') {
    return base64 && reply !== 'OK' ? Buffer.from(reply, 'utf8').toString('base64') : reply;
  }
  if (Array.isArray(reply)) return reply.map((item: unknown) => encodeReply(item, base64));
  return reply;
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
