/** The PopUp block, offered only on the `popup` model. */
import { DEFAULT_EXCLUDED_URLS, POPUP, POPUP_MESSAGES } from '@/lib/forms/popup';
import { defineBlock } from '../define';
import { bool, choice, file, list, num, object, pick, rich, str } from '../shared/inputs';
import { PopUpSchema } from '@/lib/forms/popup-schema';

const image = (name: string) =>
  object(name, [
    file('imageSrc', ['jpeg', 'jpg', 'png'], { required: true }),
    str('alt'),
    ...(['mobile', 'tablet', 'desktop'] as const).flatMap((size) => [
      num(`${size}Width`),
      num(`${size}Height`),
    ]),
  ]);

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
    str('title', { required: true, helperText: "The pop-up's heading and name" }),
    choice('design', PopUpSchema.entries.design),
    choice('loadConditions', PopUpSchema.entries.loadConditions),
    num('threshold', {
      defaultValue: POPUP.defaultScrollThreshold,
      helperText: 'Scroll: percentage of the page, 1-100',
    }),
    num('delayTime', { helperText: 'Delay: milliseconds before it opens' }),
    bool('enforceOnePopupPerSession', false, 'Not shown when another pop-up was seen this session'),
    list('excludedUrls', [str('excludedUrl', { required: true })], {
      defaultValue: DEFAULT_EXCLUDED_URLS.map((excludedUrl) => ({ excludedUrl })),
    }),
    image('backgroundImage'),
    image('topImage'),
    image('bottomImage'),
    choice('formType', PopUpSchema.entries.formType),
    str('mobileSMSLink', { helperText: 'sms: link offered on phones' }),
    rich('formStepContent'),
    rich('formStepFootnote'),
    rich('smsStepContent'),
    rich('smsFootnote'),
    rich('successStepContent'),
    object('formConfigs', [
      str('submitButtonText', { defaultValue: 'Submit' }),
      str('successMessage', { defaultValue: POPUP_MESSAGES.success }),
      bool('showErrorMessage', true),
      bool('showSuccessMessage', true),
      str('abTestingVariantName'),
    ]),
    str('minimizedText', { helperText: 'Text of the minimized sticky button' }),
    pick('contactFormButtonDesign', ['red', 'gold', 'black']),
    object('button', [str('text'), { name: 'href', type: 'url' }]),
    num('maxWidth', {
      required: true,
      defaultValue: POPUP.defaultMaxWidth,
      helperText: '250 to 800 px',
    }),
    num('minHeight', { defaultValue: POPUP.defaultMinHeight }),
    str('source', { helperText: 'Sent as source (default: the entry id)' }),
    // Read by the server action only; never sent to the browser.
    str('emailEndpoint', { hideFromUI: true }),
    str('smsEndpoint', { hideFromUI: true }),
    str('apiKey', { hideFromUI: true }),
  ],
  render: (options, _children, context) =>
    context.draft ? (
      <p role="note" className="bg-gold/20 p-2 text-sm">
        {`Pop-up "${options.title}": ${options.formType}, opens by ${options.loadConditions}. Shown over the page by the site, not in the page flow.`}
      </p>
    ) : null,
});
