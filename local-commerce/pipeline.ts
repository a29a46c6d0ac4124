/**
 * What every step of the request pipeline shares: the service's settings for a request and what
 * routing a request produces (server.ts describes the pipeline).
 */
import type { AppCredentials } from './auth';
import type { FaultInjector } from './faults';
import type { Reply } from './http';
import type { MailRelay } from './mail/relay';
import type { Services } from './router';
import type { RunningRequests } from './server';

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
