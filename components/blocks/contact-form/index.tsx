/** The ContactForm block (blocks spec section 3, generic form): inputs, options schema, renderer. */
import { GENERIC_FORM_DEFAULT_SUCCESS, GENERIC_FORM_TYPES } from '@/lib/forms/generic-form';
import { defineBlock, type BuilderInput } from '../define';
import { ContactFormSchema, FORM_PREVIEW_STATES } from '@/lib/forms/contact-form-schema';
import { GenericForm } from '@/components/lazy-islands';
import { FIELD_TYPES, PREDEFINED_FIELDS, resolveFieldsets } from '@/lib/forms/fields';
import { sanitizeHtml } from '@/lib/html';
import { formReference } from '../form-reference';

const dependencyInputs = (name: string): BuilderInput => ({
  name,
  type: 'list',
  helperText: "Shown when one dependency's value is 'default' or equals that field's value",
  subFields: [
    { name: 'field', type: 'string', required: true },
    { name: 'value', type: 'string', required: true },
  ],
});
const options = (name: string): BuilderInput => ({
  name,
  type: 'list',
  subFields: [
    { name: 'label', type: 'string', required: true },
    { name: 'value', type: 'string', required: true },
  ],
});

const fieldInputs: BuilderInput[] = [
  {
    name: 'predefined',
    type: 'text',
    enum: PREDEFINED_FIELDS,
    helperText: 'A predefined field brings its label, type and messages',
  },
  { name: 'type', type: 'text', enum: FIELD_TYPES },
  { name: 'name', type: 'string' },
  { name: 'label', type: 'string' },
  { name: 'required', type: 'boolean', helperText: 'Required (user_email, phone_number, custom)' },
  { name: 'maxLength', type: 'number' },
  { name: 'min', type: 'string' },
  { name: 'max', type: 'string' },
  {
    name: 'validationRules',
    type: 'object',
    subFields: [
      { name: 'required', type: 'boolean' },
      { name: 'requiredMessage', type: 'string' },
      { name: 'pattern', type: 'string', helperText: 'Regular expression for the whole value' },
      { name: 'patternMessage', type: 'string' },
    ],
  },
  { name: 'defaultValue', type: 'string' },
  { name: 'autocomplete', type: 'string' },
  { name: 'placeholder', type: 'string' },
  { name: 'title', type: 'string' },
  options('options'),
  {
    name: 'optgroups',
    type: 'list',
    subFields: [{ name: 'label', type: 'string', required: true }, options('options')],
  },
  { name: 'accept', type: 'string', helperText: 'File types, e.g. application/pdf' },
  { name: 'labelSubtext', type: 'string' },
  {
    name: 'size',
    type: 'object',
    helperText: 'Column widths of 12 per breakpoint',
    subFields: [
      { name: 'mobile', type: 'number', defaultValue: 12 },
      { name: 'tablet', type: 'number' },
      { name: 'desktop', type: 'number' },
    ],
  },
  {
    name: 'infoModal',
    type: 'object',
    subFields: [
      { name: 'label', type: 'string', required: true },
      { name: 'infoIcon', type: 'file' },
      { name: 'closeIcon', type: 'file' },
      { name: 'modalBody', type: 'richText', required: true },
    ],
  },
  dependencyInputs('visibleFieldDependencies'),
  { name: 'minAge', type: 'number', helperText: 'date_of_birth only (default 21)' },
  { name: 'maxAge', type: 'number', helperText: 'date_of_birth only (default 100)' },
];

/** The ContactForm block (blocks spec section 3, generic form): one module, one definition. */

/** The ContactForm block on the server: fields resolved and info texts sanitised here. */
export const ContactFormDefinition = defineBlock({
  name: 'ContactForm',
  schema: ContactFormSchema,
  group: 'Special',
  models: ['page', 'campaign', 'collection', 'product', 'symbol', 'clubs', 'subscriptions'],
  inputs: [
    { name: 'formType', type: 'text', enum: GENERIC_FORM_TYPES, defaultValue: 'contact' },
    { name: 'formId', type: 'string', helperText: 'Sent as form_id; defaults to the block id' },
    { name: 'title', type: 'string' },
    { name: 'description', type: 'longText' },
    {
      name: 'sweepstakesName',
      type: 'string',
      helperText: 'Required for sweepstakes forms',
    },
    { name: 'source', type: 'string', helperText: 'Event sign-up and virtual tasting forms' },
    { name: 'successMessage', type: 'string', defaultValue: GENERIC_FORM_DEFAULT_SUCCESS },
    { name: 'showErrorMessage', type: 'boolean', defaultValue: true },
    { name: 'showSuccessMessage', type: 'boolean', defaultValue: true },
    { name: 'submitButtonText', type: 'string', defaultValue: 'Submit' },
    {
      name: 'fieldsets',
      type: 'list',
      required: true,
      subFields: [
        { name: 'legend', type: 'string' },
        { name: 'legendSubtext', type: 'string' },
        { name: 'fields', type: 'list', subFields: fieldInputs },
        dependencyInputs('visibleFieldsetDependencies'),
      ],
    },
    {
      name: 'previewState',
      type: 'text',
      enum: FORM_PREVIEW_STATES,
      defaultValue: 'off',
      helperText: 'Editor preview of the error or success state; must be off when publishing',
    },
    // Read by the server action only; never sent to the browser.
    { name: 'contactFormEndpoint', type: 'string', hideFromUI: true },
    { name: 'apiKey', type: 'string', hideFromUI: true },
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
  },
});
