import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackHost {
  /** `http://127.0.0.1:<port>`, the port chosen by the system. */
  readonly origin: string;
  close(): Promise<void>;
}

/** A stand-in for an outside service (tag manager, Sentry) on loopback: nothing leaves the machine. */
export async function startLoopbackHost(handler: RequestListener): Promise<LoopbackHost> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
