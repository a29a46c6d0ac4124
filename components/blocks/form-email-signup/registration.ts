/** The FormEmailSignup block's editor definition: options schema, insert menu, inputs. */
import type { BlockRegistration } from '../registry';
import { FormEmailSignupSchema } from './schema';

/** The FormEmailSignup block (blocks spec section 3, email signup): one module, one definition. */
export const registration: BlockRegistration = {
  schema: FormEmailSignupSchema,
  group: 'General',
  models: [
    'page',
    'campaign',
    'collection',
    'product',
    'symbol',
    'clubs',
    'subscriptions',
    'blog',
    'recipes',
  ],
  inputs: [
    { name: 'title', type: 'string' },
    { name: 'description', type: 'longText' },
    {
      name: 'legalText',
      type: 'string',
      required: true,
      helperText: 'Label of the marketing opt-in checkbox',
      defaultValue: 'Yes, I would like to receive updates by e-mail.*',
    },
    { name: 'successMessage', type: 'string', defaultValue: 'Thank you for subscribing!' },
    {
      name: 'errorMessage',
      type: 'string',
      defaultValue: 'Oops, something went wrong! Please try again later.',
    },
    {
      name: 'previewState',
      type: 'text',
      enum: ['off', 'error', 'success'],
      defaultValue: 'off',
      helperText: 'Editor preview of the error or success state; set back to off before publishing',
    },
    // Read by the server action only; never sent to the browser.
    { name: 'nlFormEndpoint', type: 'string', hideFromUI: true },
    { name: 'nlApiKey', type: 'string', hideFromUI: true },
  ],
};
