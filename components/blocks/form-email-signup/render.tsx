import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { formReference } from '../form-reference';
import { block } from '../types';
import { FormEmailSignupSchema } from './schema';

/** The FormEmailSignup block on the server: the island gets only the block's reference. */
export const render = block(FormEmailSignupSchema, (options, _children, context) => {
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
});
