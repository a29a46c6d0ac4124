/**
 * Gift card form rules: the amount (a variant sku) is required, the
 * recipient e-mail is required and must look like an e-mail, the gift message is required. The
 * same function checks the form in the browser and the server action's input.
 */

const GIFT_CARD_MESSAGES = {
  amountRequired: 'Please choose an amount',
  emailRequired: 'Email address is required',
  emailInvalid: 'Invalid email address',
  messageRequired: 'Gift message is required',
} as const;

/** Longest gift message we pass on; a card is not a letter. */
const GIFT_MESSAGE_MAX_LENGTH = 500;

/**
 * A standard e-mail pattern: something without spaces or a second @, an @, a domain with at least
 * one dot and a top-level part of two letters or more.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

interface GiftCardInput {
  sku: string;
  email: string;
  giftMessage: string;
}

export type GiftCardErrors = Partial<Record<keyof GiftCardInput, string>>;

export function validateGiftCard(input: GiftCardInput): GiftCardErrors {
  const errors: GiftCardErrors = {};
  if (input.sku.trim() === '') errors.sku = GIFT_CARD_MESSAGES.amountRequired;
  const email = input.email.trim();
  if (email === '') errors.email = GIFT_CARD_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = GIFT_CARD_MESSAGES.emailInvalid;
  if (input.giftMessage.trim() === '') errors.giftMessage = GIFT_CARD_MESSAGES.messageRequired;
  else if (input.giftMessage.trim().length > GIFT_MESSAGE_MAX_LENGTH) {
    errors.giftMessage = `Gift message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters`;
  }
  return errors;
}

/** The cart item data of a gift card: the recipient, sent as itemData recipients. */
export function giftCardItemData(input: GiftCardInput) {
  return { recipients: [{ email: input.email.trim(), giftMessage: input.giftMessage.trim() }] };
}
