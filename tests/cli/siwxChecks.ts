import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { ANVIL_PRIVATE_KEYS } from '@connect-modal/devnet';
import { formatSiwxMessage } from '@connect-modal/siwx';

// What the tests of generated apps with the siwx feature share: a sign-in over HTTP with a real key, as the
// modal's client makes it, and the sign-in in the default modal with the dev wallet.

/** A generated backend's answer. */
export interface BackendReply {
  readonly status: number;
  readonly body: { session?: { id: string; address: string; chainId: string }; error?: { code: string } };
}

/**
 * Signs in at a generated app's backend (`{origin}/api/siwx`) as the modal's client does: a nonce from the
 * backend, an EIP-4361 message for `domain` (the origin's host by default) and `origin`, signed with the dev
 * wallet's key (anvil's second account), then verified.
 */
export async function signInOverHttp(origin: string, chainId: string, domain = new URL(origin).host): Promise<BackendReply> {
  const nonceReply = await fetch(`${origin}/api/siwx/nonce`);
  expect(nonceReply.status).toBe(200);
  const { nonce } = (await nonceReply.json()) as { nonce: string };
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1] as Hex);
  const message = formatSiwxMessage({ domain, address: account.address, uri: origin, version: '1', chainId, nonce, issuedAt: new Date().toISOString() });
  const signature = await account.signMessage({ message });
  const reply = await fetch(`${origin}/api/siwx/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  });
  return { status: reply.status, body: (await reply.json()) as BackendReply['body'] };
}

/** The sign-in state the page's account panel shows (`data-status` of its sign-in row), or null before it shows one. */
export function pageSignIn(page: Page): Promise<string | null> {
  return page
    .getByTestId('siwx-status')
    .getAttribute('data-status', { timeout: 1_000 })
    .catch(() => null);
}

/**
 * In an app with the default modal and sign-in, just connected: waits for the modal's sign view to ask (the
 * account has no session) and to stand still, its entrance animation over, as a visitor reads it.
 */
export async function signViewAsks(page: Page): Promise<void> {
  const view = page.getByTestId('siwx-view');
  await view.waitFor({ timeout: 20_000 });
  await expect.poll(() => view.getAttribute('data-status'), { timeout: 20_000 }).toBe('needed');
  await page.waitForFunction(() => {
    const modal = document.querySelector('[data-testid="connect-modal"]');
    return modal !== null && modal.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running');
  });
}

/** In an app with the default modal and sign-in, its sign view asking: Sign signs in, and the view closes. */
export async function signInInModal(page: Page): Promise<void> {
  const view = page.getByTestId('siwx-view');
  await page.getByTestId('siwx-sign').click();
  await expect.poll(() => pageSignIn(page), { timeout: 20_000 }).toBe('signedIn');
  await view.waitFor({ state: 'detached', timeout: 20_000 });
}
