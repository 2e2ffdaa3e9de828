import { CORS_HEADERS } from '../api/ApiReply.js';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, ANVIL_PRIVATE_KEYS } from '../chain/accounts.js';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { buildDevWalletInitScript } from '../wallet/buildDevWalletScript.js';
import { DEV_WALLET_ICON } from '../wallet/devWallet.js';
import type { DevWalletOptions } from '../wallet/devWallet.js';
import { createDevnetApi } from '../api/createDevnetApi.js';
import type { DevnetApi } from '../api/createDevnetApi.js';
import { startRelay } from '../relay/startRelay.js';
import type { DevRelay } from '../relay/startRelay.js';
import { createWcWalletRoutes } from '../wcwallet/createWcWalletRoutes.js';
import { DEVNET_PROJECT_ID, startWcWallet } from '../wcwallet/startWcWallet.js';
import type { WcWallet } from '../wcwallet/startWcWallet.js';
import { buildBrowserApp } from './buildDemoBundle.js';
import type { BrowserAppOptions } from './buildDemoBundle.js';
import { createMultichainDevnet } from '../multichainWallet/createMultichainDevnet.js';
import type { MultichainDevnet } from '../multichainWallet/createMultichainDevnet.js';
import { SOLANA_RPC_PATH } from '../multichainWallet/createMultichainDevnet.js';
import { startDevnetSecureSite } from '../secureSite/startDevnetSecureSite.js';
import { startDevnetSmartAccounts } from '../aa/startDevnetSmartAccounts.js';
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay.js';
import type { DevFarcaster } from '../farcaster/startFarcasterRelay.js';
import type { DevnetSmartAccounts } from '../aa/startDevnetSmartAccounts.js';
import type { DevnetSecureSite } from '../secureSite/startDevnetSecureSite.js';

/** Options of startDevnet. */
export interface StartDevnetOptions {
  /** Port of the page server (0 or undefined: a free one). */
  port?: number;
  host?: string;
  /** Chain ids of the local chains; the first is the default network. */
  chainIds?: number[];
  /** Extra wallets to announce besides the dev wallet (for duplicate-discovery tests). */
  extraWallets?: Omit<DevWalletOptions, 'chains' | 'initialChainId'>[];
  /** Browser entry of the demo page, relative to the repository root. */
  demoEntry?: string;
  /**
   * More pages: path (such as `/modal`) to browser entry, served like the demo page; or to an entry with the
   * import aliases it is bundled with (the same entry against another version of a package, say).
   */
  pages?: Readonly<Record<string, string | DevnetPage>>;
  /** Start a local WalletConnect relay and its test wallet, driven under `/__devnet/wc/` (default true). */
  walletConnect?: boolean;
  /** More origins allowed to frame the secure site for `DEVNET_PROJECT_ID`, besides the page's own. */
  secureSiteOrigins?: readonly string[];
  /**
   * The secure site's database and server key: PostgreSQL at `databaseUrl` instead of PGlite in a temporary folder,
   * and a given key, so another secure-site instance can share them (default: PGlite and a fresh key).
   */
  secureSite?: { readonly databaseUrl?: string; readonly serverKey?: string };
  /**
   * Give the embedded wallet's users ERC-4337 smart accounts: EntryPoint v0.8 and the account factories deployed on
   * every chain, one alto bundler per chain on its own port (default false: the embedded wallet has EOAs only).
   */
  smartAccounts?: boolean;
  /**
   * Sign In With Farcaster: the relay stand-in and its dev Farcaster app page on their own port, the ID registry on
   * the first chain with the test account's fid registered (default true).
   */
  farcaster?: boolean;
}

/** A page of the devnet: its browser entry, relative to the repository root, and how it is bundled. */
export interface DevnetPage extends BrowserAppOptions {
  readonly entry: string;
}

/** A running devnet. */
export interface Devnet {
  /** The demo page. */
  readonly url: string;
  readonly chains: readonly DevChain[];
  /** Same-origin RPC URL of each chain, as the page uses it. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  /** The dev wallet's account. */
  readonly account: Address;
  /** The local blockchain API, wallet directory and analytics, served on the page's origin. */
  readonly api: DevnetApi;
  /** Base URL of the local services (the page's origin). */
  readonly apiUrl: string;
  /** The local WalletConnect relay; pages get its URL as `__demoConfig.walletConnect.relayUrl`. */
  readonly relay: DevRelay | undefined;
  /** The local Solana engine (JSON-RPC and WebSocket under `/solana`); pages with `?namespaces=solana,bip122` get the dev Solana and Bitcoin wallets. */
  readonly solana: MultichainDevnet['solana'];
  /**
   * The embedded wallet's secure site (own port), the local mailbox its codes and approval links land in, and the
   * local OpenID provider its six social logins go through.
   */
  readonly secureSite: { readonly url: string; readonly mailbox: DevnetSecureSite['mailbox']; readonly oidc: DevnetSecureSite['oidc'] };
  /** The Farcaster relay stand-in, its dev Farcaster app page and test account (absent with `farcaster: false`). */
  readonly farcaster: Pick<DevFarcaster, 'relayUrl' | 'appUrl' | 'user' | 'approve'> | undefined;
  /** Per chain id the ERC-4337 contracts and bundler URL, when started with `smartAccounts`. */
  readonly smartAccounts: DevnetSmartAccounts['chains'] | undefined;
  stop(): Promise<void>;
}

/** Reverse-DNS id of the dev wallet. */
export const DEV_WALLET_RDNS = 'io.connectmodal.devwallet';

const MAX_RPC_BODY = 1_000_000;

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RPC_BODY) {
        resolve(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Readonly<Record<string, string>> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function demoHtml(config: unknown, app: { entry: string; styles: readonly string[]; prefix: string }, extraScripts = ''): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect modal demo</title>
<link rel="icon" href="data:,">
<script>window.__demoConfig = ${json};</script>
<script src="/dev-wallet.js"></script>
${extraScripts}${app.styles.map((style) => `<link rel="stylesheet" href="${app.prefix}${style}">`).join('\n')}
</head>
<body>
<div id="root"></div>
<script type="module" src="${app.prefix}${app.entry}"></script>
</body>
</html>`;
}

/**
 * Starts local chains and a page server on 127.0.0.1 that serves the demo page, the dev wallet script,
 * and each chain's JSON-RPC under /rpc/{chainId} (same origin as the page).
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1';
  const chainIds = options.chainIds ?? [31337, 31338];
  const [relay, ...chains] = await Promise.all([
    options.walletConnect === false ? undefined : startRelay({ host }),
    ...chainIds.map((chainId) => startChain({ chainId })),
  ]) as [DevRelay | undefined, ...DevChain[]];
  // The test wallet starts on first use: most pages never pair.
  let wcWallet: Promise<WcWallet> | undefined;
  const wcRoutes = relay
    ? createWcWalletRoutes(() => {
        wcWallet ??= startWcWallet({
          relayUrl: relay.url,
          projectId: DEVNET_PROJECT_ID,
          chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
          privateKey: ANVIL_PRIVATE_KEYS[2],
        });
        return wcWallet;
      })
    : undefined;
  const account = ANVIL_ACCOUNTS[1] as Address;
  const demoEntry = options.demoEntry ?? 'packages/devnet/demo/main.tsx';
  const pages: Readonly<Record<string, DevnetPage>> = Object.fromEntries(
    Object.entries(options.pages ?? { '/modal': 'packages/devnet/demo/modal.tsx', '/element': 'packages/devnet/demo/element.ts' }).map(
      ([path, page]) => [path, typeof page === 'string' ? { entry: page } : page],
    ),
  );
  // A page's assets live under its path (the demo page's under its entry), so one entry bundled two ways can be served.
  const bundles = new Map<string, DevnetPage>([[demoEntry, { entry: demoEntry }], ...Object.entries(pages)]);
  const buildPage = (page: DevnetPage) => buildBrowserApp(page.entry, 'production', page.alias ? { alias: page.alias } : {});
  let origin = '';
  const multichain = createMultichainDevnet();

  const walletScript = () =>
    buildDevWalletInitScript([
      {
        name: 'Dev Wallet',
        rdns: DEV_WALLET_RDNS,
        icon: DEV_WALLET_ICON,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, `${origin}/rpc/${chain.chainId}`])),
        initialChainId: chainIds[0] ?? 31337,
        account,
      },
      ...(options.extraWallets ?? []).map((wallet) => ({
        ...wallet,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, `${origin}/rpc/${chain.chainId}`])),
        initialChainId: chainIds[0] ?? 31337,
      })),
    ]);

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const bundle = url.pathname === '/' || url.pathname === '/index.html' ? demoEntry : Object.hasOwn(pages, url.pathname) ? url.pathname : undefined;
      const page = bundle === undefined ? undefined : bundles.get(bundle);
      if (bundle !== undefined && page) {
        const app = await buildPage(page);
        const prefix = `/assets/${encodeURIComponent(bundle)}/`;
        send(
          res,
          200,
          'text/html; charset=utf-8',
          demoHtml(
            {
              chains: chains.map((c) => ({ chainId: c.chainId, rpcPath: `/rpc/${c.chainId}` })),
              projectId: DEVNET_PROJECT_ID,
              ...(relay ? { walletConnect: { relayUrl: relay.url, projectId: DEVNET_PROJECT_ID } } : {}),
              solana: multichain.pageConfig,
              secureSiteUrl: secureSite.url,
            },
            { ...app, prefix },
            multichain.scriptTagFor(url),
          ),
        );
        return;
      }
      const asset = /^\/assets\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (asset) {
        const page = bundles.get(decodeURIComponent(asset[1] ?? ''));
        const file = page ? (await buildPage(page)).files.get(asset[2] ?? '') : undefined;
        if (file) return send(res, 200, file.type, Buffer.from(file.contents));
        return send(res, 404, 'text/plain', 'Not found');
      }
      // The dev wallet and the chains are also usable from an app served elsewhere (`vite dev` on its own port).
      if (url.pathname === '/dev-wallet.js') {
        send(res, 200, 'text/javascript; charset=utf-8', await walletScript(), CORS_HEADERS);
        return;
      }
      const rpc = /^\/rpc\/(\d+)$/.exec(url.pathname);
      if (rpc && req.method === 'OPTIONS') return send(res, 204, 'text/plain', '', CORS_HEADERS);
      if (rpc && req.method === 'POST') {
        const chain = chains.find((candidate) => candidate.chainId === Number(rpc[1]));
        const body = await readBody(req);
        if (!chain) return send(res, 404, 'application/json', JSON.stringify({ error: 'Unknown chain' }), CORS_HEADERS);
        if (!body) return send(res, 413, 'application/json', JSON.stringify({ error: 'Request too large' }), CORS_HEADERS);
        const upstream = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.toString('utf8') });
        send(res, upstream.status, 'application/json', Buffer.from(await upstream.arrayBuffer()), CORS_HEADERS);
        return;
      }
      if (secureSite.handle(req, res, origin)) return;
      if (wcRoutes && (await wcRoutes.handle(req, res))) return;
      if (await multichain.handle(req, res, origin)) return;
      // Requests arrive only after listen(), when the API below exists.
      if (await api.handle(req, res)) return;
      send(res, 404, 'text/plain', 'Not found');
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain', error instanceof Error ? error.message : 'Internal error');
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!multichain.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  // The project's allowed origins are one list, read by the page (`/projects/v1/origins`) and by the secure site.
  const allowedOrigins = [origin, ...(options.secureSiteOrigins ?? [])];
  const api = createDevnetApi({ chains, publicBaseUrl: origin, solana: multichain.info.solana.engine, allowedOrigins });
  const smartAccounts = options.smartAccounts ? await startDevnetSmartAccounts(chains, host) : undefined;
  const farcaster = options.farcaster === false || !chains[0] ? undefined : await startFarcasterRelay({ host, rpcUrl: chains[0].rpcUrl });
  const secureSite = await startDevnetSecureSite({
    host,
    projectId: DEVNET_PROJECT_ID,
    allowedOrigins,
    ...(options.secureSite ?? {}),
    evmRpcUrls: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
    solanaRpcUrls: { [multichain.info.solana.caipNetworkId.split(':')[1] ?? '']: `${origin}${SOLANA_RPC_PATH}` },
    ...(smartAccounts ? { smartAccounts: smartAccounts.config } : {}),
    ...(farcaster ? { farcaster: { relayUrl: farcaster.relayUrl, rpcUrl: farcaster.rpcUrl } } : {}),
  });

  return {
    url: `${origin}/`,
    chains,
    rpcUrls: Object.fromEntries(chains.map((chain) => [chain.chainId, `${origin}/rpc/${chain.chainId}`])),
    account,
    api,
    apiUrl: origin,
    relay,
    solana: multichain.info.solana,
    secureSite: { url: secureSite.url, mailbox: secureSite.mailbox, oidc: secureSite.oidc },
    smartAccounts: smartAccounts?.chains,
    farcaster,
    async stop() {
      await secureSite.stop();
      await smartAccounts?.stop();
      await farcaster?.stop();
      await multichain.close();
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await (await wcWallet?.catch(() => undefined))?.close();
      await Promise.all([...chains.map((chain) => chain.stop()), relay?.stop()]);
    },
  };
}
