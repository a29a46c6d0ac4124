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

/** From the page shown to /visit by the header's Visit link (in the menu on a phone). */
export async function openVisitFromHeader(page: Page): Promise<void> {
  await openPhoneMenu(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Visit', exact: true })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/visit$/);
}
