import type { Page } from '@playwright/test';

/** Every request the page makes from now on that leaves this machine (data: and blob: stay). */
export function recordOutside(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url)) urls.push(url);
  });
  return urls;
}
