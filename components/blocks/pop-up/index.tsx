/** The PopUp block, offered only on the `popup` model (blocks spec section 2). */
import { LOAD_CONDITIONS, POPUP, POPUP_FORM_TYPES, POPUP_MESSAGES } from '@/lib/forms/popup';
import { defineBlock, type BuilderInput } from '../define';
import { PopUpSchema } from '@/lib/forms/popup-schema';

const image = (name: string): BuilderInput => ({
  name,
  type: 'object',
  subFields: [
    { name: 'imageSrc', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png'], required: true },
    { name: 'alt', type: 'string' },
    ...(['mobile', 'tablet', 'desktop'] as const).flatMap((size) => [
      { name: `${size}Width`, type: 'number' },
      { name: `${size}Height`, type: 'number' },
    ]),
  ],
});

/**
 * The PopUp block in a page: the pop-up itself is opened by the shell (layout) from the `popup`
 * model, over the page and by its load condition; in the page flow only editors see a summary.
 */
export const PopUpDefinition = defineBlock({
  name: 'PopUp',
  schema: PopUpSchema,
  group: 'Special',
  models: ['popup'],
  inputs: [
    { name: 'title', type: 'string', required: true, helperText: "The pop-up's heading and name" },
    { name: 'design', type: 'text', enum: ['light', 'dark', 'wine'], defaultValue: 'light' },
    { name: 'loadConditions', type: 'text', enum: LOAD_CONDITIONS, defaultValue: 'Default' },
    {
      name: 'threshold',
      type: 'number',
      defaultValue: POPUP.defaultScrollThreshold,
      helperText: 'Scroll: percentage of the page, 1-100',
    },
    { name: 'delayTime', type: 'number', helperText: 'Delay: milliseconds before it opens' },
    {
      name: 'enforceOnePopupPerSession',
      type: 'boolean',
      defaultValue: false,
      helperText: 'Not shown when another pop-up was seen this session',
    },
    {
      name: 'excludedUrls',
      type: 'list',
      defaultValue: [{ excludedUrl: '/privacy-policy' }, { excludedUrl: '/terms-of-use' }],
      subFields: [{ name: 'excludedUrl', type: 'string', required: true }],
    },
    image('backgroundImage'),
    image('topImage'),
    image('bottomImage'),
    { name: 'formType', type: 'text', enum: POPUP_FORM_TYPES, defaultValue: 'Email Only' },
    { name: 'mobileSMSLink', type: 'string', helperText: 'sms: link offered on phones' },
    { name: 'formStepContent', type: 'richText' },
    { name: 'formStepFootnote', type: 'richText' },
    { name: 'smsStepContent', type: 'richText' },
    { name: 'smsFootnote', type: 'richText' },
    { name: 'successStepContent', type: 'richText' },
    {
      name: 'formConfigs',
      type: 'object',
      subFields: [
        { name: 'submitButtonText', type: 'string', defaultValue: 'Submit' },
        { name: 'successMessage', type: 'string', defaultValue: POPUP_MESSAGES.success },
        { name: 'showErrorMessage', type: 'boolean', defaultValue: true },
        { name: 'showSuccessMessage', type: 'boolean', defaultValue: true },
        { name: 'abTestingVariantName', type: 'string' },
      ],
    },
    { name: 'minimizedText', type: 'string', helperText: 'Text of the minimized sticky button' },
    { name: 'contactFormButtonDesign', type: 'text', enum: ['red', 'gold', 'black'] },
    {
      name: 'button',
      type: 'object',
      subFields: [
        { name: 'text', type: 'string' },
        { name: 'href', type: 'url' },
      ],
    },
    {
      name: 'maxWidth',
      type: 'number',
      required: true,
      defaultValue: POPUP.defaultMaxWidth,
      helperText: '250 to 800 px',
    },
    { name: 'minHeight', type: 'number', defaultValue: POPUP.defaultMinHeight },
    { name: 'source', type: 'string', helperText: 'Sent as source (default: the entry id)' },
    // Read by the server action only; never sent to the browser.
    { name: 'emailEndpoint', type: 'string', hideFromUI: true },
    { name: 'smsEndpoint', type: 'string', hideFromUI: true },
    { name: 'apiKey', type: 'string', hideFromUI: true },
  ],
  render: (options, _children, context) =>
    context.draft ? (
      <p role="note" className="bg-gold/20 p-2 text-sm">
        {`Pop-up "${options.title}": ${options.formType}, opens by ${options.loadConditions}. Shown over the page by the site, not in the page flow.`}
      </p>
    ) : null,
});
