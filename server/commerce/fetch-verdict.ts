import 'server-only';

/** How a commerce call ends once its last attempt is in: the error catalogue, then parsing. */
import * as v from 'valibot';

import { judgeReply } from './catalogue';
import { CommerceError, readErrorBody } from './errors';
import type { AttemptResult } from './fetch-attempt';
import type { CommerceCall, CommerceReply, ReportContext } from './fetch-types';
import type { CommerceSession } from './session';

export interface SettleContext {
  /** `{method} {path}`, for messages. */
  name: string;
  /** `{method} {path template}`: no ids, for reports. */
  reportName: string;
  attempts: number;
  sentCustomerToken: boolean;
  session: CommerceSession;
  report: (error: unknown, context: ReportContext) => void;
}

export async function settle<TSchema extends v.GenericSchema>(
  call: CommerceCall<TSchema>,
  result: AttemptResult,
  { name, reportName, attempts, sentCustomerToken, session, report }: SettleContext,
): Promise<CommerceReply<v.InferOutput<TSchema>>> {
  const reported = (error: CommerceError): CommerceError => {
    report(error, { call: reportName, statusCode: error.statusCode, attempts });
    return error;
  };

  if (result.kind === 'timeout') {
    throw reported(
      new CommerceError({ statusCode: 408, message: 'Request timed out', call: name }),
    );
  }
  if (result.kind === 'network-error') {
    throw reported(
      new CommerceError({
        statusCode: 502,
        message: 'Commerce service unreachable',
        call: name,
        cause: result.error,
      }),
    );
  }

  const verdict = judgeReply(result.status, call.path, { customerToken: sentCustomerToken });
  switch (verdict.kind) {
    case 'body': {
      if (result.text.trim() === '') return { call: name, kind: 'nothing' };
      let json: unknown;
      try {
        json = JSON.parse(result.text);
      } catch (cause) {
        throw reported(
          new CommerceError({
            statusCode: 502,
            message: `Unreadable JSON from ${name}`,
            call: name,
            cause,
          }),
        );
      }
      const parsed = v.safeParse(call.schema, json);
      if (!parsed.success) {
        throw reported(
          new CommerceError({
            statusCode: 502,
            message: `Unexpected reply from ${name}: ${v.summarize(parsed.issues)}`,
            call: name,
          }),
        );
      }
      return { call: name, kind: 'body', body: parsed.output };
    }
    case 'nothing':
      if (verdict.clearCartId) await session.clearCartId();
      return { call: name, kind: 'nothing' };
    case 'cart-validation-error': {
      const { message, type } = readErrorBody(result.status, result.text);
      return {
        call: name,
        kind: 'cart-validation-error',
        error: { kind: 'cart-validation-error', statusCode: 422, type, message },
      };
    }
    case 'reject': {
      if (verdict.clearToken) await session.clearToken();
      const { message, type } = readErrorBody(result.status, result.text);
      const error = new CommerceError({ statusCode: result.status, message, type, call: name });
      throw verdict.report ? reported(error) : error;
    }
  }
}
