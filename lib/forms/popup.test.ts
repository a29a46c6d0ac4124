import { describe, expect, it } from 'vitest';
import {
  POPUP,
  POPUP_MESSAGES,
  clampThreshold,
  formTypeFields,
  isExitIntentMouse,
  isFastUpwardScroll,
  isPopupAllowedOnPath,
  nextStep,
  opensFromState,
  parseStoredState,
  popupBody,
  popupSteps,
  scrollPercent,
  stepFromNumber,
  stepNumber,
  validatePopupStep,
  type PopupFormType,
} from './popup';

const today = new Date('2026-11-23T12:00:00Z');

describe('pop-up constants and texts', () => {
  // The spec's values written out again, as a table, so that a change to the module shows here.
  const SPEC_NUMBERS: [keyof typeof POPUP, number | string][] = [
    ['defaultScrollThreshold', 50],
    ['exitIntentTopPx', 50],
    ['fastUpwardScrollPxPerMs', 7],
    ['defaultMaxWidth', 600],
    ['minMaxWidth', 250],
    ['maxMaxWidth', 800],
    ['defaultMinHeight', 550],
    ['minAge', 21],
    ['maxAge', 100],
    ['storagePrefix', 'wwc-popup'],
    ['zIndex', 10_000],
  ];
  const SPEC_MESSAGES: [keyof typeof POPUP_MESSAGES, string][] = [
    ['correctFields', 'Please correct the fields in red'],
    ['requiredNote', '* Denotes a required field'],
    ['phoneTaken', 'Sorry this phone number is already associated with an account.'],
    ['failure', 'Something went wrong, please try again in a few minutes.'],
    ['success', "Thanks for contacting us. We'll get back to you as soon as possible."],
    ['startShopping', 'Start Shopping'],
  ];

  it('keeps the spec numbers and messages', () => {
    expect(POPUP).toMatchObject(Object.fromEntries(SPEC_NUMBERS));
    expect(POPUP_MESSAGES).toEqual(Object.fromEntries(SPEC_MESSAGES));
  });
});

describe('form types and the step machine', () => {
  it.each<[PopupFormType, string, string[]]>([
    ['No Input', 'none', ['form', 'success']],
    ['Email Only', 'none', ['form', 'success']],
    ['Email and DOB', 'none', ['form', 'success']],
    ['SMS Only', 'required', ['form', 'success']],
    ['Email+SMS', 'optional', ['form', 'success']],
    ['Email and DOB + SMS', 'optional', ['form', 'success']],
    ['Multi Step-Email+SMS', 'none', ['form', 'sms', 'success']],
    ['Multi Step-Email/DOB+SMS', 'none', ['form', 'sms', 'success']],
  ])('%s: phone %s on the form, steps %o', (type, phone, steps) => {
    expect(formTypeFields(type).phone).toBe(phone);
    expect(popupSteps(type)).toEqual(steps);
  });

  it('moves form -> sms -> success for multi-step and form -> success otherwise', () => {
    expect(nextStep('Multi Step-Email+SMS', 'form')).toBe('sms');
    expect(nextStep('Multi Step-Email+SMS', 'sms')).toBe('success');
    expect(nextStep('Email Only', 'form')).toBe('success');
    expect(nextStep('Email Only', 'success')).toBe('success');
    expect(stepNumber('Multi Step-Email/DOB+SMS', 'sms')).toBe(2);
    expect(stepFromNumber('Multi Step-Email/DOB+SMS', 2)).toBe('sms');
    expect(stepFromNumber('Email Only', 2)).toBe('success');
    expect(stepFromNumber('Email Only', 9)).toBe('form');
  });
});

describe('stored state', () => {
  it.each([
    [null, undefined, true],
    ['not json', undefined, true],
    [
      '{"hidePopup":true,"completed":false,"step":1}',
      { hidePopup: true, completed: false, step: 1 },
      false,
    ],
    [
      '{"hidePopup":false,"completed":true,"step":3}',
      { hidePopup: false, completed: true, step: 3 },
      false,
    ],
    [
      '{"hidePopup":false,"completed":false,"step":2}',
      { hidePopup: false, completed: false, step: 2 },
      true,
    ],
  ])('%s parses to %o and opens: %s', (raw, state, opens) => {
    expect(parseStoredState(raw)).toEqual(state);
    expect(opensFromState(parseStoredState(raw))).toBe(opens);
  });
});

describe('load conditions', () => {
  it.each([
    [0, 3000, 1000, 0],
    [1000, 3000, 1000, 50],
    [2000, 3000, 1000, 100],
    [500, 800, 1000, 100],
  ])('scrollY %d of %d in a %d px window is %d%%', (y, height, viewport, percent) => {
    expect(scrollPercent(y, height, viewport)).toBe(percent);
  });

  it.each([
    [undefined, 50],
    [0, 1],
    [1, 1],
    [75, 75],
    [150, 100],
  ])('threshold %s is used as %d', (threshold, used) => {
    expect(clampThreshold(threshold)).toBe(used);
  });

  it.each([
    [0, true],
    [50, true],
    [51, false],
    [400, false],
  ])('mouse at y=%d is exit intent: %s', (y, exit) => {
    expect(isExitIntentMouse(y)).toBe(exit);
  });

  it.each([
    [1000, 200, 100, true], // 8 px/ms upwards
    [1000, 300, 100, false], // 7 px/ms: not faster than 7
    [200, 1000, 10, false], // downwards
    [1000, 0, 0, false],
  ])('scroll %d -> %d in %d ms is a fast upward scroll: %s', (from, to, ms, fast) => {
    expect(isFastUpwardScroll(from, to, ms)).toBe(fast);
  });

  it.each([
    ['/', true],
    ['/privacy-policy', false],
    ['/legal/terms-of-use', false],
    ['/checkout', false],
    ['/checkout/payment', false],
    ['/cart', false],
    ['/profile', false],
    ['/profile/order-receipt/0b7c', false],
    ['/profile/club-membership/receipt/6-bottle', false],
    ['/profile/login', false],
    ['/cartography', true],
    ['/collection/all', true],
  ])('%s allows the pop-up: %s', (path, allowed) => {
    expect(isPopupAllowedOnPath(path, ['/privacy-policy', '/terms-of-use'])).toBe(allowed);
  });
});

describe('validation and the body sent', () => {
  it.each<[PopupFormType, 'form' | 'sms', Record<string, string>, Record<string, string>]>([
    ['Email Only', 'form', {}, { email: 'Please enter email address' }],
    [
      'Email Only',
      'form',
      { email: 'a@b' },
      { email: 'Please provide a valid email address (eg: name@example.com)' },
    ],
    ['Email and DOB', 'form', { email: 'a@b.co' }, { dateOfBirth: 'Please enter a valid date' }],
    [
      'Email and DOB',
      'form',
      { email: 'a@b.co', dateOfBirth: '2010-01-01' },
      { dateOfBirth: 'Please enter a date within the date picker range' },
    ],
    ['Email and DOB', 'form', { email: 'a@b.co', dateOfBirth: '1990-01-01' }, {}],
    ['SMS Only', 'form', {}, { phone: 'Please enter a valid phone number (e.g. +12125552368)' }],
    ['Email+SMS', 'form', { email: 'a@b.co' }, {}],
    [
      'Email+SMS',
      'form',
      { email: 'a@b.co', phone: '123' },
      { phone: 'Please enter a valid phone number (e.g. +12125552368)' },
    ],
    ['Multi Step-Email+SMS', 'form', { email: 'a@b.co' }, {}],
    [
      'Multi Step-Email+SMS',
      'sms',
      {},
      { phone: 'Please enter a valid phone number (e.g. +12125552368)' },
    ],
    ['No Input', 'form', {}, {}],
  ])('%s %s step with %o -> %o', (type, step, values, errors) => {
    expect(validatePopupStep(type, step, values, today)).toEqual(errors);
  });

  it('sends email, date of birth, the normalised phone, source, consent and the variant', () => {
    expect(
      popupBody({
        email: ' a@b.co ',
        dateOfBirth: '1990-01-01',
        phone: '(212) 555-2368',
        source: 'popup-welcome',
        variant: 'B',
      }),
    ).toEqual({
      email: 'a@b.co',
      age_gated_date_of_birth: '1990-01-01',
      phone_number: '+12125552368',
      source: 'popup-welcome',
      consent: true,
      extra_fields: { $ab_testing_variant_name: 'B' },
    });
    expect(popupBody({ email: 'a@b.co', source: 's' })).toEqual({
      email: 'a@b.co',
      source: 's',
      consent: true,
    });
  });
});
