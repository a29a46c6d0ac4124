import { describe, expect, it } from 'vitest';
import {
  CHECKED,
  dependenciesMatch,
  resolveField,
  resolveFieldsets,
  submittedValues,
  validateField,
  validateForm,
} from './fields';
import type { FieldOptions } from './field-schema';

const today = new Date('2026-11-23T12:00:00Z');
const field = (options: FieldOptions) => resolveField(options, 'contact-form');
const check = (options: FieldOptions, value: string | undefined) =>
  validateField(field(options), value, today);

describe('predefined fields and their messages', () => {
  it.each<[FieldOptions, string | undefined, string | undefined]>([
    [{ predefined: 'first_name' }, '', 'Please enter first name'],
    [{ predefined: 'first_name' }, '  ', 'Please enter first name'],
    [{ predefined: 'first_name' }, 'Ana', undefined],
    [{ predefined: 'last_name' }, '', 'Please enter last name'],
    [{ predefined: 'user_email', required: true }, '', 'Please enter email address'],
    [{ predefined: 'user_email' }, '', undefined],
    [
      { predefined: 'user_email' },
      'ana@example',
      'Please provide a valid email address (eg: name@example.com)',
    ],
    [
      { predefined: 'user_email', required: true },
      'ana@example.c',
      'Please provide a valid email address (eg: name@example.com)',
    ],
    [{ predefined: 'user_email' }, 'Ana.P+w@Example.com', undefined],
    [{ predefined: 'phone_number' }, '', undefined],
    [
      { predefined: 'phone_number', required: true },
      '',
      'Please enter a valid phone number (e.g. +12125552368)',
    ],
    [
      { predefined: 'phone_number' },
      '555-1234',
      'Please enter a valid phone number (e.g. +12125552368)',
    ],
    [{ predefined: 'phone_number' }, '+1 (212) 555-2368', undefined],
    [{ predefined: 'state' }, '', 'Please select a state'],
    [{ predefined: 'state' }, 'XX', 'Please select a state'],
    [{ predefined: 'state' }, 'DC', undefined],
    [{ predefined: 'street_1' }, '', 'Please enter street address'],
    [{ predefined: 'street_2' }, '', undefined],
    [{ predefined: 'city' }, '', 'Please enter city'],
    [{ predefined: 'zip_code' }, '', 'Please enter zip'],
    [{ predefined: 'accept_legal' }, undefined, 'This field is required'],
    [{ predefined: 'accept_legal' }, CHECKED, undefined],
    [{ predefined: 'email_opt_in' }, undefined, undefined],
    [{ predefined: 'date_of_birth' }, '', 'Please enter a valid date'],
    [{ predefined: 'date_of_birth' }, '11-23-1990', 'Please enter a valid date format MM-DD-YYYY'],
    [{ predefined: 'date_of_birth' }, '1990-02-30', 'Please enter a valid date format MM-DD-YYYY'],
    [
      { predefined: 'date_of_birth' },
      '2010-01-01',
      'Please enter a date within the date picker range',
    ],
    [
      { predefined: 'date_of_birth' },
      '1920-01-01',
      'Please enter a date within the date picker range',
    ],
    [{ predefined: 'date_of_birth' }, '1990-05-01', undefined],
    [{ predefined: 'date_of_birth', minAge: 18, maxAge: 30 }, '2005-01-01', undefined],
    [
      { predefined: 'date_of_birth', minAge: 18, maxAge: 30 },
      '1990-01-01',
      'Please enter a date within the date picker range',
    ],
    [{ predefined: 'form_id' }, undefined, undefined],
  ])('%o with %s -> %s', (options, value, message) => {
    expect(check(options, value)).toBe(message);
  });

  it('the state select lists the 50 states plus DC by 2-letter code', () => {
    const state = field({ predefined: 'state' });
    expect(state.options).toHaveLength(51);
    expect(state.options.every((option) => /^[A-Z]{2}$/.test(option.value))).toBe(true);
    expect(state.options).toContainEqual({ value: 'DC', label: 'District of Columbia' });
  });

  it('date_of_birth takes a configurable name and ages 21-100 by default', () => {
    const dob = field({ predefined: 'date_of_birth', name: 'birthday' });
    expect(dob).toMatchObject({ name: 'birthday', type: 'date', minAge: 21, maxAge: 100 });
  });

  it('form_id is hidden and takes the form id', () => {
    expect(field({ predefined: 'form_id' })).toMatchObject({
      type: 'hidden',
      name: 'form_id',
      defaultValue: 'contact-form',
    });
  });
});

describe('custom fields', () => {
  it.each<[FieldOptions, string | undefined, string | undefined]>([
    [{ name: 'note', type: 'textarea', required: true }, '', 'This field is required'],
    [
      { name: 'note', type: 'textarea', maxLength: 5 },
      'toolong',
      'Please enter no more than 5 characters',
    ],
    [{ name: 'guests', type: 'number', min: 1, max: 8 }, '9', 'Please enter a number of at most 8'],
    [
      { name: 'guests', type: 'number', min: 1, max: 8 },
      '0',
      'Please enter a number of at least 1',
    ],
    [{ name: 'guests', type: 'number' }, 'many', 'Please enter a number'],
    [
      { name: 'size', type: 'select', options: [{ label: 'Small', value: 's' }], required: true },
      'xl',
      'This field is required',
    ],
    [{ name: 'size', type: 'radio', options: [{ label: 'Small', value: 's' }] }, 's', undefined],
    [
      {
        name: 'code',
        type: 'text',
        validationRules: { pattern: '[A-Z]{3}', patternMessage: 'Three capitals' },
      },
      'abc',
      'Three capitals',
    ],
    [
      { name: 'code', type: 'text', validationRules: { required: true, requiredMessage: 'Code!' } },
      '',
      'Code!',
    ],
    [
      { name: 'visit', type: 'date', min: '2026-01-01' },
      '2025-12-31',
      'Please enter a date within the date picker range',
    ],
  ])('%o with %s -> %s', (options, value, message) => {
    expect(check(options, value)).toBe(message);
  });

  it('column sizes default to full width and inherit upwards', () => {
    expect(field({ name: 'a', size: { mobile: 6 } }).size).toEqual({
      mobile: 6,
      tablet: 6,
      desktop: 6,
    });
    expect(field({ name: 'a', size: { tablet: 6, desktop: 4 } }).size).toEqual({
      mobile: 12,
      tablet: 6,
      desktop: 4,
    });
  });
});

describe('conditional display', () => {
  it.each([
    [[], {}, true],
    [[{ field: 'topic', value: 'default' }], {}, true],
    [[{ field: 'topic', value: 'events' }], { topic: 'events' }, true],
    [[{ field: 'topic', value: 'events' }], { topic: 'orders' }, false],
    [[{ field: 'topic', value: 'events' }], {}, false],
    [
      [
        { field: 'topic', value: 'events' },
        { field: 'topic', value: 'club' },
      ],
      { topic: 'club' },
      true,
    ],
  ])('%o with %o -> %s', (dependencies, values, visible) => {
    expect(dependenciesMatch(dependencies, values)).toBe(visible);
  });

  const fieldsets = resolveFieldsets(
    [
      {
        fields: [
          {
            name: 'topic',
            type: 'select',
            options: [
              { label: 'Orders', value: 'orders' },
              { label: 'Events', value: 'events' },
            ],
          },
          {
            name: 'order_number',
            type: 'text',
            required: true,
            visibleFieldDependencies: [{ field: 'topic', value: 'orders' }],
          },
          { predefined: 'form_id' },
        ],
      },
      {
        legend: 'Your event',
        visibleFieldsetDependencies: [{ field: 'topic', value: 'events' }],
        fields: [{ name: 'guests', type: 'number', required: true }],
      },
    ],
    'contact-form',
  );

  it('hidden fields and fieldsets are neither validated nor sent', () => {
    expect(validateForm(fieldsets, { topic: 'orders' }, today)).toEqual({
      order_number: 'This field is required',
    });
    expect(validateForm(fieldsets, { topic: 'events' }, today)).toEqual({
      guests: 'This field is required',
    });
    expect(
      submittedValues(fieldsets, { topic: 'orders', order_number: ' 42 ', guests: '3' }),
    ).toEqual({ topic: 'orders', order_number: '42', form_id: 'contact-form' });
  });
});

describe('file fields travel as small data URLs', () => {
  const upload = { name: 'resume', type: 'file', accept: 'application/pdf,image/*' } as const;
  it.each([
    ['data:application/pdf;base64,JVBERi0=', undefined],
    ['data:image/png;base64,iVBORw0=', undefined],
    ['data:text/html;base64,PGgxPg==', 'Please choose a file of an accepted type'],
    [
      `data:application/pdf;base64,${'A'.repeat(800_000)}`,
      'Please choose a file of at most 512 KB',
    ],
    ['C:\\fakepath\\resume.pdf', 'This field is required'],
  ])('%s -> %s', (value, message) => {
    expect(check(upload, value)).toBe(message);
  });
});
