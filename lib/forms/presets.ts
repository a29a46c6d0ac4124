/**
 * The field library's vocabulary: field types, the predefined fields
 * and their presets with the spec's exact messages. `fields.ts` resolves and validates with them.
 */
import { EMAIL_EXAMPLE } from './rules';

export const FIELD_TYPES = [
  'date',
  'tel',
  'checkbox',
  'radio',
  'file',
  'textarea',
  'select',
  'email',
  'number',
  'text',
  'hidden',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const PREDEFINED_FIELDS = [
  'first_name',
  'last_name',
  'user_email',
  'phone_number',
  'state',
  'street_1',
  'street_2',
  'city',
  'zip_code',
  'accept_legal',
  'email_opt_in',
  'date_of_birth',
  'form_id',
] as const;
export type PredefinedField = (typeof PREDEFINED_FIELDS)[number];

export const FIELD_MESSAGES = {
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  emailRequired: 'Please enter email address',
  emailInvalid: `Please provide a valid email address (eg: ${EMAIL_EXAMPLE})`,
  phoneInvalid: 'Please enter a valid phone number (e.g. +12125552368)',
  state: 'Please select a state',
  street: 'Please enter street address',
  city: 'Please enter city',
  zip: 'Please enter zip',
  required: 'This field is required',
  dateRequired: 'Please enter a valid date',
  dateFormat: 'Please enter a valid date format MM-DD-YYYY',
  dateRange: 'Please enter a date within the date picker range',
} as const;

export const DEFAULT_MAX_AGE = 100;

interface Preset {
  type: FieldType;
  label: string;
  autocomplete?: string;
  required: boolean;
  requiredMessage: string;
  maxLength?: number;
}

export const PRESETS: Record<PredefinedField, Preset> = {
  first_name: {
    type: 'text',
    label: 'First Name',
    autocomplete: 'given-name',
    required: true,
    requiredMessage: FIELD_MESSAGES.firstName,
    maxLength: 100,
  },
  last_name: {
    type: 'text',
    label: 'Last Name',
    autocomplete: 'family-name',
    required: true,
    requiredMessage: FIELD_MESSAGES.lastName,
    maxLength: 100,
  },
  user_email: {
    type: 'email',
    label: 'Email Address',
    autocomplete: 'email',
    required: false,
    requiredMessage: FIELD_MESSAGES.emailRequired,
    maxLength: 254,
  },
  phone_number: {
    type: 'tel',
    label: 'Phone Number',
    autocomplete: 'tel',
    required: false,
    requiredMessage: FIELD_MESSAGES.phoneInvalid,
    maxLength: 20,
  },
  state: {
    type: 'select',
    label: 'State',
    autocomplete: 'address-level1',
    required: true,
    requiredMessage: FIELD_MESSAGES.state,
  },
  street_1: {
    type: 'text',
    label: 'Street Address',
    autocomplete: 'address-line1',
    required: true,
    requiredMessage: FIELD_MESSAGES.street,
    maxLength: 200,
  },
  street_2: {
    type: 'text',
    label: 'Apartment, Suite, etc.',
    autocomplete: 'address-line2',
    required: false,
    requiredMessage: FIELD_MESSAGES.required,
    maxLength: 200,
  },
  city: {
    type: 'text',
    label: 'City',
    autocomplete: 'address-level2',
    required: true,
    requiredMessage: FIELD_MESSAGES.city,
    maxLength: 100,
  },
  zip_code: {
    type: 'text',
    label: 'Zip Code',
    autocomplete: 'postal-code',
    required: true,
    requiredMessage: FIELD_MESSAGES.zip,
    maxLength: 10,
  },
  accept_legal: {
    type: 'checkbox',
    label: 'I agree to the Privacy Policy and Terms of Use.',
    required: true,
    requiredMessage: FIELD_MESSAGES.required,
  },
  email_opt_in: {
    type: 'checkbox',
    label: 'Yes, I would like to receive e-mail updates.',
    required: false,
    requiredMessage: FIELD_MESSAGES.required,
  },
  date_of_birth: {
    type: 'date',
    label: 'Date of Birth',
    autocomplete: 'bday',
    required: true,
    requiredMessage: FIELD_MESSAGES.dateRequired,
  },
  form_id: {
    type: 'hidden',
    label: 'Form',
    required: false,
    requiredMessage: FIELD_MESSAGES.required,
  },
};
