// What the social-login browser tests share: the devnet OpenID provider's pages driven in the popup (or in the
// page itself in redirect mode), the page's stored social username and provider, and signing with viem checking.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { approveInFrame, namespaceState } from './emailLoginPage.js';

/**
 * Goes through the devnet provider's pages in `tab` (the popup, or the page in redirect mode): picks the test user
 * when asked to sign in (a provider that remembers the browser skips that), then approves or denies sharing.
 */
export async function signInAtProvider(tab: Page, issuer: string, user: string, decision: 'approve' | 'deny' = 'approve'): Promise<void> {
  await tab.waitForURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/'), { timeout: 30_000 });
  const choice = tab.locator(`[data-testid="oidc-user-${user}"], [data-testid="oidc-approve"]`).first();
  await choice.waitFor({ timeout: 15_000 });
  if ((await choice.getAttribute('data-testid')) !== 'oidc-approve') {
    await choice.click();
    await tab.getByTestId('oidc-approve').waitFor({ timeout: 15_000 });
  }
  await tab.getByTestId(decision === 'approve' ? 'oidc-approve' : 'oidc-deny').click();
}

/** The social provider and username the page stored (SPEC section 3), as their JSON values. */
export function storedSocial(page: Page): Promise<{ provider: unknown; username: unknown }> {
  return page.evaluate(() => {
    const read = (key: string) => {
      const value = localStorage.getItem(`@connect-modal/${key}`);
      return value === null ? null : (JSON.parse(value) as unknown);
    };
    return { provider: read('socialProvider'), username: read('socialUsername') };
  });
}

/** Waits until the embedded wallet is connected on eip155 and returns its address. */
export async function connectedAddress(page: Page): Promise<Address> {
  await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 45_000 }).toBe('connected');
  const state = await namespaceState(page, 'eip155');
  expect(state.connectorId).toBe('auth');
  return state.address as Address;
}

/** Signs `message` with personal_sign through the embedded wallet (approved on its card) and checks it with viem. */
export async function signAndVerify(page: Page, address: Address, message: string, beforeApprove?: () => Promise<void>): Promise<void> {
  const signing = page.evaluate(
    (text) =>
      (window as unknown as { __connectConfig: { _internal: { signMessage(m: string, o: object): Promise<string> } } }).__connectConfig._internal.signMessage(text, {
        namespace: 'eip155',
      }),
    message,
  );
  await page.getByTestId('embedded-wallet-frame-area').waitFor({ timeout: 15_000 });
  await approveInFrame(page, beforeApprove);
  const signature = (await signing) as Hex;
  expect(await verifyMessage({ address, message, signature })).toBe(true);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
