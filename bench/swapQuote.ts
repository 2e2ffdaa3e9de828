// Swap quotes on the bench page `/bench-swap` (bench/apps/swap-quote): the time from the last keystroke of an
// amount to its quote on screen, and the requests a quote costs, typed and then refreshed with the amount unchanged.
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import { median } from './median.js';

/** Path of the swap quote bench page, and its browser entry (for `startDevnet`'s `pages`). */
export const SWAP_BENCH_PAGE = { path: '/bench-swap', entry: 'bench/apps/swap-quote/main.tsx' } as const;

/** The page's wait after the last keystroke before it asks for a quote (SPEC section 9's default debounce). */
const DEBOUNCE_MS = 500;
/** `useSwapQuote`'s refresh interval, `SWAP_QUOTE_REFRESH_MS`. */
const REFRESH_MS = 10_000;
const REFRESHES = 3;
/** Time between keystrokes, as a person types. */
const KEY_GAP_MS = 80;
/** Amounts typed, one per run; each differs from the others so no run is answered from a cached quote. */
const AMOUNTS = ['1.25', '0.75', '2.5', '0.33', '1.8', '0.42', '3.1'];

/** A request as the bench names it: method and path, and for JSON-RPC the methods called. */
function describe(request: Request): string {
  const url = new URL(request.url());
  const name = `${request.method()} ${url.pathname}`;
  if (!url.pathname.startsWith('/rpc/')) return name;
  const body = request.postDataJSON() as { method?: string } | { method?: string }[] | null;
  const calls = (Array.isArray(body) ? body : [body]).map((call) => call?.method ?? '?');
  return `${name} ${calls.join('+')}`;
}

/** `GET /v1/convert/quotes ×3, ...`: the requests of a log, counted by name, in the order first seen. */
function tally(requests: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count === 1 ? name : `${name} ×${count}`)).join(', ');
}

/** Empties the amount field and waits until the page has settled on no amount and no quote. */
async function clearAmount(page: Page): Promise<void> {
  await page.getByTestId('swap-amount').fill('');
  await page.waitForFunction(() => {
    const quote = document.querySelector('[data-testid="swap-quote"]');
    return quote?.getAttribute('data-debounced') === '' && quote.getAttribute('data-for') === '';
  });
}

/** Types `text` into the focused field key by key, {@link KEY_GAP_MS} apart. */
async function typeLikeAPerson(page: Page, text: string): Promise<void> {
  for (const [index, key] of [...text].entries()) {
    if (index > 0) await page.waitForTimeout(KEY_GAP_MS);
    await page.keyboard.press(key);
  }
}

/** Waits, frame by frame, until the quote for `amount` is on screen; returns ms since the page's last keydown. */
async function sinceLastKeystrokeToQuote(page: Page, amount: string): Promise<number> {
  // Passed as text: the page must receive plain JavaScript, untouched by the TypeScript loader.
  return (await page.evaluate(`(async (amount) => {
    const quote = document.querySelector('[data-testid="swap-quote"]');
    await new Promise((resolve, reject) => {
      const give = setTimeout(() => reject(new Error('No quote for ' + amount + ': ' + quote.textContent)), 15000);
      const check = () => {
        if (quote.getAttribute('data-for') === amount && quote.getAttribute('data-to-amount')) {
          clearTimeout(give);
          resolve();
        } else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - window.__benchLastKeyAt;
  })(${JSON.stringify(amount)})`)) as number;
}

/**
 * Measures swap quotes on a fresh page connected to the dev wallet: `runs` amounts typed (last keystroke to
 * quote shown, and requests from the first keystroke to the quote shown), then {@link REFRESHES} refreshes of
 * the last amount left unchanged. Returns the figures as bench result lines.
 */
export async function measureSwapQuote(context: BrowserContext, devnet: Devnet, runs: number): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  const origin = new URL(devnet.url).origin;
  const token = devnet.chains[0]?.contracts.token;
  if (!token) throw new Error('The devnet has no chain with the DEV token');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const pageAsset = [SWAP_BENCH_PAGE.path, '/dev-wallet.js'].includes(url.pathname) || url.pathname.startsWith('/assets/');
    if (url.origin === origin && !pageAsset) requests.push(describe(request));
  });
  try {
    await page.goto(`${origin}${SWAP_BENCH_PAGE.path}?token=${token}`);
    const connect = page.getByTestId('connect');
    const field = page.getByTestId('swap-amount');
    await Promise.race([connect.waitFor(), field.waitFor()]).catch((error: unknown) => {
      throw new Error(`The swap bench page did not load: ${[...errors, String(error)].join('; ')}`);
    });
    if (await connect.isVisible()) {
      await page.waitForFunction(() => !(document.querySelector('[data-testid="connect"]') as HTMLButtonElement | null)?.disabled);
      await connect.click();
    }
    await field.waitFor();
    await page.evaluate(`document.addEventListener('keydown', () => { window.__benchLastKeyAt = performance.now(); }, true)`);

    const timings: number[] = [];
    const perAmount: { count: number; list: string }[] = [];
    let amount = AMOUNTS[0] ?? '1';
    for (let run = 0; run < runs; run += 1) {
      amount = AMOUNTS[run % AMOUNTS.length] ?? '1';
      await clearAmount(page);
      await page.waitForTimeout(100);
      await field.focus();
      requests.length = 0;
      await typeLikeAPerson(page, amount);
      timings.push(await sinceLastKeystrokeToQuote(page, amount));
      perAmount.push({ count: requests.length, list: tally(requests) });
    }
    const runList = timings.map((t) => t.toFixed(0)).join(', ');
    results[`swap quote: last keystroke to quote shown, median of ${runs} (includes the ${DEBOUNCE_MS} ms debounce of the page)`] =
      `${median(timings).toFixed(0)} ms (runs: ${runList} ms; typed ${KEY_GAP_MS} ms apart)`;
    results[`swap quote: last keystroke to quote shown, minus the ${DEBOUNCE_MS} ms debounce`] = `${(median(timings) - DEBOUNCE_MS).toFixed(0)} ms`;
    const lists = [...new Set(perAmount.map((entry) => entry.list))];
    results['swap quote: requests per typed amount (first keystroke to quote shown)'] =
      lists.length === 1
        ? `${perAmount[0]?.count ?? 0} (${lists[0] ?? ''}; the same in all ${runs} runs)`
        : `median ${median(perAmount.map((entry) => entry.count))} (runs: ${perAmount.map((entry) => `${entry.count}: ${entry.list}`).join(' | ')})`;

    // The last amount left as it is: count what the refreshes ask for over three intervals of the real clock.
    const quote = page.getByTestId('swap-quote');
    requests.length = 0;
    const seen = new Set([await quote.getAttribute('data-updated-at')]);
    const started = Date.now();
    while (seen.size <= REFRESHES && Date.now() - started < REFRESHES * REFRESH_MS + 5_000) {
      await page.waitForTimeout(100);
      seen.add(await quote.getAttribute('data-updated-at'));
    }
    await page.waitForTimeout(300);
    const refreshes = seen.size - 1;
    const elapsed = ((Date.now() - started) / 1000).toFixed(1);
    results['swap quote: requests per refresh (amount unchanged)'] = refreshes
      ? `${(requests.length / refreshes).toFixed(requests.length % refreshes ? 1 : 0)} (${tally(requests)}: ${requests.length} in ${refreshes} refreshes over ${elapsed} s)`
      : `no refresh seen in ${elapsed} s (${requests.length} requests: ${tally(requests)})`;
    if (errors.length) results['swap quote: page errors'] = errors.join('; ');
  } finally {
    await page.close();
  }
  return results;
}
