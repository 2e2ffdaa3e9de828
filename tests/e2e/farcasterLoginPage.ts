// What the Farcaster browser tests share: opening the ConnectingFarcaster view, the URL its QR code shows, and
// what the page stored of the login.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Devnet, FarcasterTestUser } from '@connect-modal/devnet';

/** The devnet's Farcaster test account. */
export function farcasterUser(devnet: Devnet): FarcasterTestUser {
  if (!devnet.farcaster) throw new Error('The devnet runs without Farcaster');
  return devnet.farcaster.user;
}

/**
 * Opens the modal and its ConnectingFarcaster view: through the Connect view's Farcaster button when the socials
 * list shows it, else by pushing the view on the modal's router (what the public `pushView` action does).
 * Returns which way it went.
 */
export async function openFarcasterView(page: Page): Promise<'button' | 'router'> {
  await page.getByTestId('connect-button').click();
  await page.getByRole('dialog').waitFor();
  const button = page.getByTestId('social-farcaster');
  const shown = await button.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) await button.click();
  else {
    await page.evaluate(() =>
      (window as unknown as { __connectConfig: { _internal: { router: { push(view: string): void } } } }).__connectConfig._internal.router.push('ConnectingFarcaster'),
    );
  }
  await page.getByTestId('farcaster-view').waitFor({ timeout: 15_000 });
  return shown ? 'button' : 'router';
}

/** The sign-in URL the view's QR code encodes, once it shows one. */
export async function shownUrl(page: Page): Promise<string> {
  await expect.poll(() => page.getByTestId('farcaster-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('waiting');
  const url = await page.getByTestId('farcaster-qr').getAttribute('data-value');
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__devnet\/farcaster\?channelToken=[A-Za-z0-9_-]+$/);
  return url as string;
}

/** The social provider and username the page stored (SPEC section 3), null when absent. */
export async function storedSocial(page: Page): Promise<{ provider: unknown; username: unknown }> {
  return page.evaluate(() => {
    const read = (key: string) => {
      const raw = localStorage.getItem(`@connect-modal/${key}`);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    };
    return { provider: read('socialProvider'), username: read('socialUsername') };
  });
}
