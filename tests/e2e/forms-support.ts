import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Shared by the forms specs: what the embedded marketing service stored, and a watch on every
 * browser request for anything that looks like a marketing API key.
 */
const COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4199);
const LOCAL_MARKETING_API_KEY = 'local-marketing-key';

export interface Submission {
  id: string;
  kind: 'newsletter' | 'welcome' | 'sms' | 'contact';
  payload: Record<string, unknown>;
  createdAt: string;
}

/** The embedded marketing service's submissions, newest first. */
export async function submissions(): Promise<Submission[]> {
  const response = await fetch(
    `http://127.0.0.1:${COMMERCE_PORT}/v1/marketing/submission?limit=500`,
    { headers: { tenant: 'local-winery' } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { submissions: Submission[] }).submissions;
}

/** The submission carrying this e-mail address (in its payload or its fields). */
export async function submissionFor(email: string): Promise<Submission | undefined> {
  return (await submissions()).find((submission) =>
    JSON.stringify(submission.payload).includes(email),
  );
}

/** Every request the page makes that carries an API key header or the key itself. */
export function watchForApiKeys(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    const body = request.postData() ?? '';
    if (
      Object.keys(headers).some((name) => name.toLowerCase() === 'x-api-key') ||
      `${request.url()} ${body}`.includes(LOCAL_MARKETING_API_KEY) ||
      /nlApiKey|nlFormEndpoint|contactFormEndpoint/.test(body)
    ) {
      leaks.push(`${request.method()} ${request.url()}`);
    }
  });
  return leaks;
}

/**
 * The page's whole data layer: undefined where the environment tracks nothing (embedded), since
 * the layer is made by the first push. Filtering it for one event would pass whatever was pushed.
 */
export async function wholeDataLayer(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer);
}

/**
 * Longer than a due pop-up takes to open: the page still for a second, checked every 250 ms
 * (`STILL_MS`, components/blocks/pop-up/popup-triggers.ts), then the form's code loads.
 */
export const POPUP_OPENS_WITHIN_MS = 1_500;

/**
 * Holds that `dialog` stays closed. An absence has no event to wait for: this waits as long as a
 * due pop-up would take to open, then looks.
 */
export async function expectPopupStaysClosed(page: Page, dialog: Locator): Promise<void> {
  await page.waitForTimeout(POPUP_OPENS_WITHIN_MS);
  await expect(dialog).toHaveCount(0);
}

/**
 * Fills the contact form's required fields (Ana Perez unless named otherwise) and ticks the legal
 * consent; sends nothing.
 */
export async function fillContactForm(
  form: Locator,
  fields: { email: string; topic: string; message: string; firstName?: string; lastName?: string },
): Promise<void> {
  await form.getByLabel('First Name*').fill(fields.firstName ?? 'Ana');
  await form.getByLabel('Last Name*').fill(fields.lastName ?? 'Perez');
  await form.getByLabel('Email Address*').fill(fields.email);
  await form.getByLabel('Topic*').selectOption(fields.topic);
  await form.getByLabel('Message*').fill(fields.message);
  await form.getByRole('checkbox', { name: /Privacy Policy and Terms of Use/ }).check();
}

/** The contact form's thanks, shown once a message is sent. */
export const contactThanks = (page: Page): Locator =>
  page.getByRole('status').filter({
    hasText: "Thanks for contacting us. We'll get back to you as soon as possible.",
  });
