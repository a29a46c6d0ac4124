/** The FormEmailSignup block (blocks spec section 3, email signup): inputs, schema, renderer. */
import { defineBlock } from '../define';
import { FormEmailSignupSchema } from '@/lib/forms/signup-schema';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { formReference } from '../form-reference';

/** The FormEmailSignup block (blocks spec section 3, email signup): one module, one definition. */

/** The FormEmailSignup block on the server: the island gets only the block's reference. */
export const FormEmailSignupDefinition = defineBlock({
  name: 'FormEmailSignup',
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
  render: (options, _children, context) => {
    const preview =
      context.draft && (options.previewState === 'error' || options.previewState === 'success')
        ? options.previewState
        : undefined;
    const reference = formReference(context);
    return (
      <section className="mx-auto max-w-xl px-4 py-10 text-ink" data-block="FormEmailSignup">
        <EmailSignupForm
          formId={reference.blockId || 'email-signup'}
          tone="light"
          block={reference}
          optInLabel={options.legalText}
          successMessage={options.successMessage}
          errorMessage={options.errorMessage}
          preview={preview}
          heading={
            <>
              <h2 className={options.title ? 'font-serif text-3xl' : 'sr-only'}>
                {options.title ?? 'Email sign-up'}
              </h2>
              {options.description ? <p className="mt-2">{options.description}</p> : null}
            </>
          }
        />
      </section>
    );
  },
});
