import 'server-only';

/**
 * How a commerce call ends once its last attempt is in: its meaning from the error catalogue
 * (replies.ts), carried out here: the session effect, parsing, the error and its report.
 */
import * as v from 'valibot';

import { CommerceError } from './errors';
import type { AttemptResult } from './fetch-attempt';
import type { CommerceCall, CommerceReply, ReportContext } from './fetch-types';
import { applySessionEffect, classifyReply, readErrorBody } from './replies';
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
  context: SettleContext,
): Promise<CommerceReply<v.InferOutput<TSchema>>> {
  const { name } = context;
  const meaning = classifyReply(result, call.path, { customerToken: context.sentCustomerToken });
  await applySessionEffect(context.session, meaning.session);
  const reported = (error: CommerceError): CommerceError => {
    context.report(error, {
      call: context.reportName,
      statusCode: error.statusCode,
      attempts: context.attempts,
    });
    return error;
  };
  const fail = (error: CommerceError): never => {
    throw meaning.report ? reported(error) : error;
  };

  if (result.kind === 'timeout') {
    return fail(new CommerceError({ statusCode: 408, message: 'Request timed out', call: name }));
  }
  if (result.kind === 'network-error') {
    return fail(
      new CommerceError({
        statusCode: 502,
        message: 'Commerce service unreachable',
        call: name,
        cause: result.error,
      }),
    );
  }
  switch (meaning.resolves) {
    case 'body':
      return result.text.trim() === ''
        ? { call: name, kind: 'nothing' }
        : { call: name, kind: 'body', body: parseBody(call.schema, result.text, name, reported) };
    case 'nothing':
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
      const { message, type } = readErrorBody(result.status, result.text);
      return fail(new CommerceError({ statusCode: result.status, message, type, call: name }));
    }
  }
}

/**
 * A 2xx body read with the call's schema. Unreadable JSON or a mismatch is the service failing
 * (a 502, class `down`), always reported.
 */
function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  text: string,
  name: string,
  reported: (error: CommerceError) => CommerceError,
): v.InferOutput<TSchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
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
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw reported(
      new CommerceError({
        statusCode: 502,
        message: `Unexpected reply from ${name}: ${v.summarize(parsed.issues)}`,
        call: name,
      }),
    );
  }
  return parsed.output;
}
