import { expect, type Page } from '@playwright/test';

/**
 * Opens the header's phone menu when the page shows it (a phone viewport; nothing on desktop): one
 * tap, as soon as the toggle shows. The menu is a popover its toggle opens natively, so the tap
 * works before the page's code runs too.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  const toggle = page.getByTestId('mobile-menu-toggle');
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeVisible();
}
