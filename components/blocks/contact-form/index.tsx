/** The ContactForm block (a generic form): inputs, options schema, renderer. */
import { GENERIC_FORM_DEFAULT_SUCCESS, GENERIC_FORM_TYPES } from '@/lib/forms/rules';
import { defineBlock, type BuilderInput } from '../define';
import { bool, list, num, object, pick, rich, str } from '../shared/inputs';
import { formPreview, formReference } from '@/components/forms/form-block';
import { ContactFormSchema, FORM_PREVIEW_STATES } from '@/lib/forms/contact-form-schema';
import { GenericForm } from '../lazy-islands';
import { FIELD_TYPES, PREDEFINED_FIELDS, resolveFieldsets } from '@/lib/forms/fields';
import { sanitizeHtml } from '@/lib/site/html';

/** A list item's two required strings: a dependency's field and value, an option's label and value. */
const pair = (first: string, second: string) => [
  str(first, { required: true }),
  str(second, { required: true }),
];
const dependencyInputs = (name: string) =>
  list(name, pair('field', 'value'), {
    helperText: "Shown when one dependency's value is 'default' or equals that field's value",
  });
const optionInputs = (name: string) => list(name, pair('label', 'value'));

const fieldInputs: BuilderInput[] = [
  pick(
    'predefined',
    PREDEFINED_FIELDS,
    undefined,
    'A predefined field brings its label, type and messages',
  ),
  pick('type', FIELD_TYPES),
  str('name'),
  str('label'),
  { name: 'required', type: 'boolean', helperText: 'Required (user_email, phone_number, custom)' },
  num('maxLength'),
  str('min'),
  str('max'),
  object('validationRules', [
    { name: 'required', type: 'boolean' },
    str('requiredMessage'),
    str('pattern', { helperText: 'Regular expression for the whole value' }),
    str('patternMessage'),
  ]),
  str('defaultValue'),
  str('autocomplete'),
  str('placeholder'),
  str('title'),
  optionInputs('options'),
  list('optgroups', [str('label', { required: true }), optionInputs('options')]),
  str('accept', { helperText: 'File types, e.g. application/pdf' }),
  str('labelSubtext'),
  object('size', [num('mobile', { defaultValue: 12 }), num('tablet'), num('desktop')], {
    helperText: 'Column widths of 12 per breakpoint',
  }),
  object('infoModal', [
    str('label', { required: true }),
    { name: 'infoIcon', type: 'file' },
    { name: 'closeIcon', type: 'file' },
    rich('modalBody', { required: true }),
  ]),
  dependencyInputs('visibleFieldDependencies'),
  num('minAge', { helperText: 'date_of_birth only (default 21)' }),
  num('maxAge', { helperText: 'date_of_birth only (default 100)' }),
];

/** The ContactForm block on the server: fields resolved and info texts sanitised here. */
export const ContactFormDefinition = defineBlock({
  name: 'ContactForm',
  schema: ContactFormSchema,
  group: 'Special',
  models: ['page', 'campaign', 'collection', 'product', 'symbol', 'clubs', 'subscriptions'],
  inputs: [
    pick('formType', GENERIC_FORM_TYPES, 'contact'),
    str('formId', { helperText: 'Sent as form_id; defaults to the block id' }),
    str('title'),
    { name: 'description', type: 'longText' },
    str('sweepstakesName', { helperText: 'Required for sweepstakes forms' }),
    str('source', { helperText: 'Event sign-up and virtual tasting forms' }),
    str('successMessage', { defaultValue: GENERIC_FORM_DEFAULT_SUCCESS }),
    bool('showErrorMessage', true),
    bool('showSuccessMessage', true),
    str('submitButtonText', { defaultValue: 'Submit' }),
    list(
      'fieldsets',
      [
        str('legend'),
        str('legendSubtext'),
        list('fields', fieldInputs),
        dependencyInputs('visibleFieldsetDependencies'),
      ],
      { required: true },
    ),
    pick(
      'previewState',
      FORM_PREVIEW_STATES,
      'off',
      'Editor preview of the error or success state; must be off when publishing',
    ),
    // Read by the server action only; never sent to the browser.
    str('contactFormEndpoint', { hideFromUI: true }),
    str('apiKey', { hideFromUI: true }),
  ],
  render: (options, _children, context) => {
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
    const preview = formPreview(options.previewState, context.draft);
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 text-ink" data-block="ContactForm">
        {preview ? (
          <p role="note" className="mb-4 bg-gold/20 p-2 text-sm">
            Previewing the {preview} state: set the preview back to off before publishing.
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
  },
});
