import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES, signupBody, validateSignup } from './signup';

describe('e-mail sign-up validation', () => {
  it.each([
    [{ email: '', optIn: true, legal: true }, { email: 'Email Address is required.' }],
    [{ email: '   ', optIn: true, legal: true }, { email: 'Email Address is required.' }],
    [
      { email: 'ana@example', optIn: true, legal: true },
      { email: 'Please enter a valid email address (i.e., name@example.com)' },
    ],
    [
      { email: 'ana@example.com', optIn: false, legal: true },
      { optIn: 'Marketing consent is required.' },
    ],
    [
      { email: 'ana@example.com', optIn: true, legal: false },
      { legal: 'Privacy policy and Terms of Use consent is required.' },
    ],
    [
      { email: '', optIn: false, legal: false },
      {
        email: 'Email Address is required.',
        optIn: 'Marketing consent is required.',
        legal: 'Privacy policy and Terms of Use consent is required.',
      },
    ],
    [{ email: ' ana@example.com ', optIn: true, legal: true }, {}],
  ])('%o gives %o', (values, errors) => {
    expect(validateSignup(values)).toEqual(errors);
  });

  it('keeps the spec texts', () => {
    expect(SIGNUP_MESSAGES.requiredNote).toBe('* indicates required fields');
    expect(SIGNUP_MESSAGES.success).toBe('Thank you for subscribing!');
    expect(SIGNUP_MESSAGES.failure).toBe('Oops, something went wrong! Please try again later.');
  });

  it('sends email, email-opt-in, legal and consent true', () => {
    expect(signupBody({ email: ' ana@example.com', optIn: true, legal: true })).toEqual({
      email: 'ana@example.com',
      'email-opt-in': true,
      legal: true,
      consent: true,
    });
  });
});
