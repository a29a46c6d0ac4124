import { expect, type Page } from '@playwright/test';

/**
 * Opens the header's phone menu when the page shows it (a phone viewport; nothing on desktop). A
 * tap before the page's code runs does nothing, so it taps again until the toggle says it is open;
 * a toggle that never opens still fails.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  const toggle = page.getByTestId('mobile-menu-toggle');
  if (!(await toggle.isVisible())) return;
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}
