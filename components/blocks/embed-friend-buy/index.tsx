import * as v from 'valibot';
import { referralPageType, REFERRAL_PAGE_TYPES } from '@/lib/club/clubs';
import { required } from '../shared/schemas';
import { PAGES, str } from '../shared/inputs';
import { defineBlock } from '../define';

const EmbedFriendBuySchema = v.looseObject({ htmlId: required('htmlId') });

export const EmbedFriendBuyDefinition = defineBlock({
  name: 'EmbedFriendBuy',
  schema: EmbedFriendBuySchema,
  group: 'Special',
  models: PAGES,
  inputs: [
    str('htmlId', {
      required: true,
      helperText:
        'Order confirmation: /profile/order-receipt/; club confirmation: /profile/club-membership/receipt/',
    }),
  ],
  render: (options, _children, context) => (
    // The referral widget script attaches to this element; it is only loaded after consent by the
    // tracking layer, so offline this is an empty, harmless container. The page-type hints tell the
    // widget which variant to show (post-purchase on order and club confirmations).
    <div
      id={options.htmlId}
      className="mx-auto max-w-3xl px-4 py-6"
      data-referral-embed
      data-order-confirmation-path={REFERRAL_PAGE_TYPES.orderConfirmation}
      data-club-confirmation-path={REFERRAL_PAGE_TYPES.clubConfirmation}
      data-page-type={referralPageType(context.path)}
    />
  ),
});
