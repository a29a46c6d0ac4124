/** The FormEmailSignup block (the email signup): inputs, schema, renderer. */
import { SIGNUP_MESSAGES } from '@/lib/forms/signup';
import { formPreview, formReference } from '@/components/forms/form-block';
import { defineBlock } from '../define';
import { PAGES, choice, str } from '../shared/inputs';
import { FormEmailSignupSchema } from '@/lib/forms/contact-form-schema';
import { EmailSignupForm } from '@/components/forms/email-signup-form';

/** The FormEmailSignup block on the server: the island gets only the block's reference. */
export const FormEmailSignupDefinition = defineBlock({
  name: 'FormEmailSignup',
  schema: FormEmailSignupSchema,
  group: 'General',
  models: [...PAGES, 'blog', 'recipes'],
  inputs: [
    str('title'),
    { name: 'description', type: 'longText' },
    str('legalText', {
      required: true,
      helperText: 'Label of the marketing opt-in checkbox',
      defaultValue: 'Yes, I would like to receive updates by e-mail.*',
    }),
    str('successMessage', { defaultValue: SIGNUP_MESSAGES.success }),
    str('errorMessage', { defaultValue: SIGNUP_MESSAGES.failure }),
    choice(
      'previewState',
      FormEmailSignupSchema.entries.previewState,
      'Editor preview of the error or success state; set back to off before publishing',
    ),
    // Read by the server action only; never sent to the browser.
    str('nlFormEndpoint', { hideFromUI: true }),
    str('nlApiKey', { hideFromUI: true }),
  ],
  render: (options, _children, context) => {
    const preview = formPreview(options.previewState, context.draft);
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
