import { GenericForm } from '@/components/forms/generic-form';
import { resolveFieldsets } from '@/lib/forms/fields';
import { sanitizeHtml } from '@/lib/html';
import { formReference } from '../form-reference';
import { block } from '../types';
import { ContactFormSchema } from './schema';

/** The ContactForm block on the server: fields resolved and info texts sanitised here. */
export const render = block(ContactFormSchema, (options, _children, context) => {
  const reference = formReference(context);
  const formId = options.formId ?? (reference.blockId || 'contact-form');
  const fieldsets = resolveFieldsets(options.fieldsets, formId).map((fieldset) => ({
    ...fieldset,
    fields: fieldset.fields.map((field) =>
      field.infoModal
        ? {
            ...field,
            infoModal: { ...field.infoModal, modalBody: sanitizeHtml(field.infoModal.modalBody) },
          }
        : field,
    ),
  }));
  const preview =
    context.draft && options.previewState !== 'off' ? options.previewState : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 text-ink" data-block="ContactForm">
      {context.draft && options.previewState !== 'off' ? (
        <p role="note" className="mb-4 bg-gold/20 p-2 text-sm">
          Previewing the {options.previewState} state: set the preview back to off before
          publishing.
        </p>
      ) : null}
      {options.title ? <h2 className="font-serif text-3xl">{options.title}</h2> : null}
      {options.description ? <p className="mt-2 mb-6">{options.description}</p> : null}
      <GenericForm
        formId={formId}
        block={reference}
        fieldsets={fieldsets}
        submitText={options.submitButtonText}
        successMessage={options.successMessage}
        showSuccessMessage={options.showSuccessMessage}
        showErrorMessage={options.showErrorMessage}
        preview={preview}
      />
    </section>
  );
});
