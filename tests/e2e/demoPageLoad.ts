// How the browser tests load the devnet's modal page: its errors collected from the start, then the page with a
// clean slate (no remembered connection, no wallet authorisation), ready once its connect button shows.
import type { Page } from 'playwright-core';

/** Collects the page's uncaught errors and console errors from now on, into the list returned. */
export function collectPageErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Opens `url`, clears its storage, reloads it and waits for its connect button; a failure names the page's errors. */
export async function loadCleanPage(page: Page, url: string, errors: readonly string[]): Promise<void> {
  await page.goto(url);
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.reload();
  await page
    .getByTestId('connect-button')
    .waitFor({ timeout: 20_000 })
    .catch((error: unknown) => {
      throw new Error(`The demo page did not show its button: ${[...errors, String(error)].join('; ')}`);
    });
}
