// The open modal keeps the page behind it from scrolling, without the `<style>` element Radix's own lock writes
// (which a strict Content-Security-Policy refuses): the page is served under that policy, keeps its place and its
// width (the scrollbar's gap is padded), scrolls again once the modal closes, and no policy is violated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { findChromium } from './browser.js';
import { serveStrict, watchContext } from './xssPage.js';
import type { XssRecord } from './xssPage.js';

const TEST_TIMEOUT_MS = 120_000;

let devnet: Devnet;
let context: BrowserContext;
let record: XssRecord;

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false, farcaster: false });
  // Headless Chromium hides scrollbars unless told not to; this test needs a real one, with its width.
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  context = await browser.newContext();
  record = await watchContext(context);
}, 120_000);

afterAll(async () => {
  await context?.browser()?.close();
  await devnet?.stop();
});

interface PageState {
  scrollY: number;
  rootOverflow: string;
  bodyPaddingRight: string;
  headingRight: number;
  styleElements: number;
}

function pageState(page: Page): Promise<PageState> {
  return page.evaluate(() => ({
    scrollY: window.scrollY,
    rootOverflow: getComputedStyle(document.documentElement).overflowY,
    bodyPaddingRight: document.body.style.paddingRight,
    headingRight: document.querySelector('h1')?.getBoundingClientRect().right ?? -1,
    styleElements: document.querySelectorAll('style').length,
  }));
}

/** Turns the mouse wheel over the middle of the page, then lets the scroll settle. */
async function wheel(page: Page, deltaY: number): Promise<void> {
  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, deltaY);
  await page.waitForTimeout(300);
}

describe('scroll lock of the open modal', () => {
  it('holds the page still behind the modal, keeps its width, and lets it scroll again on close', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await serveStrict(page, devnet.apiUrl, '/modal', record);
    await page.goto(new URL('/modal?theme=light', devnet.url).toString());
    await page.getByTestId('connect-button').waitFor({ timeout: 30_000 });
    // A long page with a scrollbar, scrolled down.
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 600);
    });
    const before = await pageState(page);
    const gap = (await page.evaluate('window.innerWidth - document.documentElement.clientWidth')) as number;
    expect(before.scrollY).toBe(600);
    expect(gap).toBeGreaterThan(0);

    // Clicked where it is, without the scroll into view a pointer click would make first.
    await page.getByTestId('connect-button').evaluate((button) => (button as HTMLElement).click());
    await page.getByRole('dialog').waitFor();
    const locked = await pageState(page);
    expect(locked.rootOverflow).toBe('hidden');
    expect(locked.scrollY).toBe(600);
    // The scrollbar's width is padded, so the page's content does not move sideways.
    expect(locked.bodyPaddingRight).toBe(`${gap}px`);
    expect(locked.headingRight).toBe(before.headingRight);
    await wheel(page, 600);
    expect((await pageState(page)).scrollY).toBe(600);
    expect(locked.styleElements).toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const after = await pageState(page);
    expect(after).toEqual(before);
    await wheel(page, 600);
    expect((await pageState(page)).scrollY).toBeGreaterThan(600);

    console.log(`[scroll-lock] page scrolled behind the open modal: tried 1, got through 0; scrollbar gap ${gap}px padded`);
    expect(record.violations).toEqual([]);
    expect(record.pageErrors).toEqual([]);
    await page.close();
  }, TEST_TIMEOUT_MS);
});
