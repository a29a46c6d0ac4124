import 'server-only';
import * as v from 'valibot';
import type { AccountSummary } from '@/lib/customer/viewer';
import { passwordProblem } from '@/lib/customer/account';
import type { Cart } from '@/lib/commerce/entities';

/**
 * What the account actions accept and answer: the valibot schemas of their inputs, their result
 * shapes and the field errors a refused input shows. Kept out of the 'use server' modules, which
 * may export only async functions.
 */

export type LoginResult =
  | { ok: true; account: AccountSummary; cart: Cart | null }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

export type FormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

export const CORRECT_FIELDS = 'Please correct the fields in red';

const EmailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email address is required'),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
);

export const LoginInput = v.object({
  email: EmailField,
  password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required'),
    v.maxLength(200, 'Password is too long'),
  ),
});

const NewPassword = v.pipe(
  v.string(),
  v.check(
    (value) => passwordProblem(value) === undefined,
    (issue) => passwordProblem(String(issue.input)) ?? '',
  ),
);

export const CreateAccountInput = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('First name is required'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty('Last name is required'), v.maxLength(100)),
  email: EmailField,
  password: NewPassword,
});

export const EmailInput = v.object({ email: EmailField, next: v.optional(v.string()) });

export const ResetPasswordInput = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.trim(), v.nonEmpty('This link is invalid or has expired')),
    password: NewPassword,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, 'Passwords do not match'),
    ['confirmPassword'],
  ),
);

export const TokenInput = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  next: v.optional(v.string()),
});

export const OrderLookupInput = v.object({
  email: EmailField,
  orderNumber: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Order number is required'),
    v.regex(/^#?\d{1,9}$/, 'Order number is a number, e.g. 1001'),
    v.transform((value) => Number(value.replace('#', ''))),
  ),
  // Empty is a valid answer: an order with no address (lib/customer/order-lookup.ts).
  zipCode: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(16, 'Invalid ZIP code')),
});

export const MembershipId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

export function fieldErrorsOf(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested = v.flatten(issues).nested ?? {};
  return Object.fromEntries(
    Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]),
  ) as Partial<Record<string, string>>;
}
