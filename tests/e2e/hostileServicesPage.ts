// A devnet modal page whose services are the hostile server's: its blockchain API and wallet directory requests
// (same origin as the page) are sent on to the server, and its chains' RPC URLs point at it; the dev wallet keeps
// the devnet's own chains. Each page keeps its storage in memory, so pages of one browser never share a connection.
import type { CDPSession, Page } from 'playwright-core';
import type { Devnet } from '@connect-modal/devnet';
import type { launchBrowser } from './browser.js';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** Paths of the page's origin that belong to the blockchain API, the wallet directory and analytics. */
const SERVICE_PATH = /^\/(v1\/|getWallets|getAnalyticsConfig|projects\/|getWalletImage\/|public\/|e$)/;

/** A page opened for one case, the errors it threw and a CDP session to read its heap. */
export interface HostilePage {
  readonly page: Page;
  readonly pageErrors: string[];
  readonly session: CDPSession;
}

/** Runs in the page before its scripts: storage in memory, and the chains' RPC at `rpcBase`. */
function prepare(rpcBase: string): void {
  const memoryStorage = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(String(key)) ?? null,
      setItem: (key: string, value: string) => void items.set(String(key), String(value)),
      removeItem: (key: string) => void items.delete(String(key)),
      clear: () => items.clear(),
    };
  };
  Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
  // The page's inline script sets `__demoConfig`; its chains are rewritten as it arrives.
  let config: unknown;
  Object.defineProperty(window, '__demoConfig', {
    configurable: true,
    get: () => config,
    set: (value: { chains: { chainId: number; rpcPath: string }[] }) => {
      value.chains = value.chains.map((chain) => ({ ...chain, rpcPath: `${rpcBase}/rpc/${chain.chainId}` }));
      config = value;
    },
  });
}

/** Opens `/modal` with the history feature on, its services answered by the hostile server for case `name`. */
export async function openHostilePage(browser: Browser, devnet: Devnet, serverUrl: string, name: string): Promise<HostilePage> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const base = `${serverUrl}/${encodeURIComponent(name)}`;
  await page.addInitScript(prepare, base);
  const origin = new URL(devnet.url).origin;
  await page.route(
    (url) => url.origin === origin && SERVICE_PATH.test(url.pathname),
    (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${base}${url.pathname}${url.search}` });
    },
  );
  const session = await browser.context.newCDPSession(page);
  await session.send('Performance.enable');
  await page.goto(new URL('/modal?enable=history', devnet.url).toString());
  await page.getByTestId('connect-button').waitFor({ timeout: 30_000 });
  return { page, pageErrors, session };
}

/** The page's used JS heap in MB after garbage collection. */
export async function heapMegabytes(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  return used / (1024 * 1024);
}
