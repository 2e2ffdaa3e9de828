import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BuiltApp } from './build.js';
import { ARM_DIALOG_TIMER, LOADED_SCRIPTS, RESOURCE_BUFFER_SCRIPT, awaitDialog } from './pageScripts.js';
import type { DialogTiming, LoadedScripts } from './pageScripts.js';

/** One measurement of one app, in a fresh browser context. */
export interface Measurement {
  /** Gzip bytes of the page's JS files whose response ended before the `load` event. */
  readonly firstPaintJs: number;
  /** Gzip bytes of the page's JS files fetched before the first click (the page settled). */
  readonly jsBeforeClick: number;
  /** Gzip bytes of all the page's JS files fetched once the dialog is open (the page settled again). */
  readonly jsAfterOpen: number;
  /** Milliseconds from the click to the dialog in the DOM with a box (see ARM_DIALOG_TIMER). */
  readonly clickToDialogMs: number;
  /** JSHeapUsedSize in bytes after a forced garbage collection, the dialog open. */
  readonly heapAfterOpen: number;
  /** Requests (HTTP and WebSocket) to any host but 127.0.0.1, aborted, before the click. */
  readonly requestsOutBefore: number;
  /** Requests to any host but 127.0.0.1, aborted, from the click until the page settled with the dialog open. */
  readonly requestsOutAfter: number;
  /** Hosts those requests went for. */
  readonly hostsOut: readonly string[];
  /** The element taken as the dialog, e.g. `div[role=dialog]`. */
  readonly dialogElement: string;
  /** Uncaught errors of the page. */
  readonly pageErrors: readonly string[];
}

/** How long a page is given to go quiet (no request for 500 ms) before a snapshot. */
const SETTLE_TIMEOUT_MS = 10_000;
/** Quiet time added after the network went idle, for idle-time work (prefetch, fonts). */
const SETTLE_EXTRA_MS = 500;
const DIALOG_TIMEOUT_MS = 15_000;
const CONNECT_BUTTON = /connect/i;

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Lets the page go quiet: network idle (bounded) and a fixed extra wait, the same for every app. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_EXTRA_MS);
}

function gzipOf(app: BuiltApp, paths: Iterable<string>): number {
  let total = 0;
  for (const path of new Set(paths)) {
    const size = app.jsGzip.get(path);
    if (size === undefined) throw new Error(`${app.label} loaded ${path}, which is not a JS file of its build`);
    total += size;
  }
  return total;
}

async function loadedScripts(page: Page): Promise<LoadedScripts> {
  return (await page.evaluate(LOADED_SCRIPTS)) as LoadedScripts;
}

/** Blocks every request to a host but 127.0.0.1 (never sent) and counts them by phase. */
async function blockRemote(context: BrowserContext) {
  const counts = { before: 0, after: 0, phase: 'before' as 'before' | 'after', hosts: new Set<string>() };
  const count = (url: URL) => {
    counts[counts.phase] += 1;
    counts.hosts.add(url.host);
  };
  await context.route(
    (url) => !isLoopback(url),
    async (route) => {
      count(new URL(route.request().url()));
      await route.abort('blockedbyclient');
    },
  );
  await context.routeWebSocket(
    (url) => !isLoopback(url),
    async (socket) => {
      count(new URL(socket.url()));
      // Never connected to a server: the page's socket is closed without anything sent.
      await socket.close({ code: 1011, reason: 'blocked' });
    },
  );
  return counts;
}

/** Heap used after a forced garbage collection, through the Chrome DevTools Protocol. */
async function heapUsed(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize');
    if (!heap) throw new Error('Performance.getMetrics returned no JSHeapUsedSize');
    return heap.value;
  } finally {
    await cdp.detach();
  }
}

/**
 * Measures one app in a fresh browser context: load the page, let it settle, click its connect button, time the
 * dialog, let it settle again, then read the JS it fetched, its heap and the requests it tried to send out.
 */
export async function measureApp(browser: Browser, app: BuiltApp, url: string): Promise<Measurement> {
  const context = await browser.newContext();
  try {
    const requests = await blockRemote(context);
    await context.addInitScript({ content: RESOURCE_BUFFER_SCRIPT });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(url, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: CONNECT_BUTTON }).first();
    await button.waitFor({ state: 'visible' });
    await settle(page);
    const beforeClick = await loadedScripts(page);
    if (!beforeClick.loadAt) throw new Error(`${app.label}: the load event has not fired`);
    const firstPaint = beforeClick.scripts.filter((script) => script.end <= beforeClick.loadAt).map((script) => script.path);

    await page.evaluate(ARM_DIALOG_TIMER);
    requests.phase = 'after';
    await button.click();
    const timing = (await page.evaluate(awaitDialog(DIALOG_TIMEOUT_MS))) as DialogTiming;
    if ('error' in timing) throw new Error(`${app.label}: ${timing.error}${pageErrors.length ? ` (page errors: ${pageErrors.join('; ')})` : ''}`);
    await settle(page);
    const requestsOutAfter = requests.after;
    const afterOpen = await loadedScripts(page);
    const heapAfterOpen = await heapUsed(context, page);

    return {
      firstPaintJs: gzipOf(app, firstPaint),
      jsBeforeClick: gzipOf(app, beforeClick.scripts.map((script) => script.path)),
      jsAfterOpen: gzipOf(app, afterOpen.scripts.map((script) => script.path)),
      clickToDialogMs: timing.ms,
      heapAfterOpen,
      requestsOutBefore: requests.before,
      requestsOutAfter,
      hostsOut: [...requests.hosts].sort(),
      dialogElement: timing.element,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
