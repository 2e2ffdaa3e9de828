// What the email-login browser tests share: the modal demo page with the devnet's secure site, the devnet's
// local mailbox read as a visitor would read their inbox, login by email through the modal, and the approval
// card inside the secure iframe.
import { expect } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import type { launchBrowser } from './browser.js';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A mail of the devnet's mailbox, as `/__devnet/mailbox` lists it. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly code?: string;
  readonly approveUrl?: string;
  readonly at: number;
}

/** The mails sent to `to`, newest first, read through the page server's mailbox route. */
export async function mails(devnet: Devnet, to: string): Promise<Mail[]> {
  const response = await fetch(new URL(`/__devnet/mailbox?to=${encodeURIComponent(to)}`, devnet.url));
  const body = (await response.json()) as { messages: Mail[] };
  return body.messages;
}

/** Waits for a new code mailed to `to` (one not in `seen`) and returns it. */
export async function nextCode(devnet: Devnet, to: string, seen: readonly string[] = []): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await mails(devnet, to)).find((mail) => mail.code && !seen.includes(mail.code))?.code;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** The page's connection state of a namespace. */
export function namespaceState(page: Page, namespace: 'eip155' | 'solana'): Promise<{ status: string; address?: string; connectorId?: string }> {
  return page.evaluate((ns) => {
    const config = (window as unknown as { __connectConfig: { _internal: { accounts: { get(n: string): { status: string; address?: string } } } } }).__connectConfig;
    const account = config._internal.accounts.get(ns);
    const stored = JSON.parse(localStorage.getItem('@connect-modal/connection') ?? 'null') as Record<string, { connectorId?: string }> | null;
    return { status: account.status, address: account.address, connectorId: stored?.[ns]?.connectorId };
  }, namespace);
}

/** Opens the modal page (EVM and Solana, send on) with a clean slate. */
export async function openEmailPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.reload();
  await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
  return { page, errors };
}

/**
 * Logs in by email through the modal: the address, then the code read from the mailbox. On a device the account has
 * not used yet the modal first asks for the device's approval: the approval link of the mail is opened in another
 * tab, as the visitor would, and the modal moves on to the code. Returns whether the device needed approval.
 */
export async function loginByEmail(page: Page, devnet: Devnet, email: string): Promise<{ deviceApproved: boolean }> {
  const seen = (await mails(devnet, email)).flatMap((mail) => (mail.code ? [mail.code] : []));
  const seenLinks = (await mails(devnet, email)).flatMap((mail) => (mail.approveUrl ? [mail.approveUrl] : []));
  await page.getByTestId('connect-button').click();
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  await page.locator('[data-testid="email-verify-otp"], [data-testid="email-verify-device"]').first().waitFor({ timeout: 30_000 });
  const deviceApproval = (await page.getByTestId('email-verify-device').count()) > 0;
  if (deviceApproval) {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          link = (await mails(devnet, email)).find((mail) => mail.approveUrl && !seenLinks.includes(mail.approveUrl))?.approveUrl;
          return link;
        },
        { timeout: 15_000 },
      )
      .toMatch(/\/device\/approve\?token=/);
    const tab = await page.context().newPage();
    await tab.goto(link as string);
    await tab.close();
    await page.getByTestId('email-verify-otp').waitFor({ timeout: 30_000 });
  }
  const code = await nextCode(devnet, email, seen);
  await page.getByTestId('email-verify-otp-otp-digit-1').click();
  await page.keyboard.type(code);
  await expect.poll(() => namespaceState(page, 'eip155').then((state) => state.status), { timeout: 30_000 }).toBe('connected');
  return { deviceApproved: deviceApproval };
}

/** The secure site's iframe on the page. */
export async function secureFrame(page: Page): Promise<Frame> {
  let frame: Frame | undefined;
  await expect
    .poll(async () => {
      const handle = await page.$('iframe[title="Secure login"]');
      frame = (await handle?.contentFrame()) ?? undefined;
      return Boolean(frame);
    })
    .toBe(true);
  return frame as Frame;
}

/**
 * Approves the request on the secure iframe's approval card (its Approve ignores clicks in its first 500 ms);
 * `beforeApprove` runs while the card is shown (a screenshot, an audit).
 */
export async function approveInFrame(page: Page, beforeApprove?: () => Promise<void>): Promise<void> {
  const frame = await secureFrame(page);
  const approve = frame.getByRole('button', { name: 'Approve' });
  await approve.waitFor({ timeout: 15_000 });
  await page.waitForTimeout(600);
  await beforeApprove?.();
  await approve.click();
}
