// What the languages browser test shares: the locale files read in Node, a check that a chunk holds a locale's
// texts (raw or escaped as a bundler writes them), and a page of the modal demo in a locale, theme and width.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import type { Messages } from '../../packages/renderer-default/src/messages/en.js';
import { LOCALE_LOADERS } from '../../packages/renderer-default/src/messages/locales/index.js';
import { auditPage } from './axe.js';
import type { AxeViolation } from './axe.js';
import type { launchBrowser } from './browser.js';

export const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

/** Every shipped locale's texts, by locale. */
export async function allLocales(): Promise<Map<string, Messages>> {
  const entries = await Promise.all(Object.entries(LOCALE_LOADERS).map(async ([id, load]) => [id, await load()] as const));
  return new Map(entries);
}

/** A text as a bundler may write it in a chunk: as it is, or with every non-ASCII character escaped (`\xE4` or `\u00e4`). */
export function chunkHolds(body: string, text: string): boolean {
  if (body.includes(text)) return true;
  const escape = (latin1AsX: boolean) =>
    text.replace(/[^\x20-\x7e]/g, (char) => {
      const code = char.charCodeAt(0);
      return latin1AsX && code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
  const lower = body.toLowerCase();
  return lower.includes(escape(false).toLowerCase()) || lower.includes(escape(true).toLowerCase());
}

/** A demo page opened in a locale, with the scripts it fetched, its errors and the audits of its views. */
export interface LocalePage {
  readonly page: Page;
  readonly scripts: Map<string, string>;
  readonly errors: string[];
  readonly audits: Record<string, AxeViolation[]>;
}

/** Opens `/modal` in a locale (or the visitor's languages, `undefined`), theme and width, with a clean slate. */
export async function openLocalePage(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  devnet: Devnet,
  options: { locale: string | undefined; theme: 'light' | 'dark'; width: number; languages?: readonly string[] },
): Promise<LocalePage> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: options.width, height: 844 });
  if (options.languages) {
    await page.addInitScript(`Object.defineProperty(navigator, 'languages', { get: () => ${JSON.stringify(options.languages)} });
      Object.defineProperty(navigator, 'language', { get: () => ${JSON.stringify(options.languages[0])} });`);
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (body) => scripts.set(response.url(), body),
      () => undefined,
    );
  });
  const query = new URLSearchParams({ theme: options.theme, enable: 'send,onramp', ...(options.locale ? { locale: options.locale } : {}) });
  await page.goto(new URL(`/modal?${query.toString()}`, devnet.url).toString());
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.reload();
  await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
  return { page, scripts, errors, audits: {} };
}

/** Waits for a view with its transition done, audits it with axe-core and takes its screenshot. */
export async function checkLocaleView(opened: LocalePage, testId: string, name: string) {
  const { page } = opened;
  await page.getByTestId(testId).waitFor();
  await page.waitForTimeout(250);
  opened.audits[name] = await auditPage(page);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** The modal's header title. */
export function modalTitle(page: Page): Promise<string | null> {
  return page.getByTestId('modal-title').textContent();
}

/** Asserts every audit so far found nothing. */
export function expectNoViolations(opened: LocalePage) {
  for (const [view, violations] of Object.entries(opened.audits)) expect(violations, view).toEqual([]);
}
