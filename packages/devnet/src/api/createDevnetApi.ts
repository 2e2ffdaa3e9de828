import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPublicClient, http } from 'viem';
import type { DevChain } from '../chain/startChain.js';
import { ANVIL_ACCOUNTS } from '../chain/accounts.js';
import { accountRoutes } from './accountRoutes.js';
import { IDENTITY_FIXTURES } from './apiFixtures.js';
import { ReplyError, errorReply, writeReply } from './ApiReply.js';
import type { ApiReply } from './ApiReply.js';
import { controlRoutes } from './controlRoutes.js';
import { convertRoutes } from './convertRoutes.js';
import { createChainIndexer } from './createChainIndexer.js';
import { createFaultInjector } from './createFaultInjector.js';
import type { FaultInjector, FaultResponse } from './createFaultInjector.js';
import { createNameRegistry } from './createNameRegistry.js';
import type { NameRegistry } from './createNameRegistry.js';
import type { DevnetApiState, DevnetChainHandle, DevnetSwitches, ImageKind, RequestLogEntry, SmartSession } from './DevnetApiState.js';
import { directoryRoutes } from './directoryRoutes.js';
import { generateWalletFixtures } from './generateWalletFixtures.js';
import type { DirectoryWallet } from './generateWalletFixtures.js';
import { createOnrampDesk } from './onrampDesk.js';
import type { OnrampPurchase } from './onrampDesk.js';
import { onrampRoutes } from './onrampRoutes.js';
import { profileRoutes } from './profileRoutes.js';
import type { Route } from './Route.js';
import { rpcProxyRoutes } from './rpcProxyRoutes.js';
import { siwxRoutes } from './siwxRoutes.js';
import { nftRoutes } from '../nft/nftRoutes.js';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';

/** Options of {@link createDevnetApi}. */
export interface DevnetApiOptions {
  /** Chains whose balances, history and JSON-RPC the API serves. */
  readonly chains: readonly DevChain[];
  /** The devnet Solana engine, if any: the onramp delivers SOL purchases there. */
  readonly solana?: SolanaEngine;
  /** Root URL under which the API is reachable (image and onramp links point there). */
  readonly publicBaseUrl: string;
  /** Size of the wallet directory (default 520). */
  readonly walletCount?: number;
  /** Origins `/projects/v1/origins` allows (default: any localhost or 127.0.0.1 port). */
  readonly allowedOrigins?: readonly string[];
  /** What `/getAnalyticsConfig` answers (default true). */
  readonly analyticsEnabled?: boolean;
  /** Time source of registrations (default Date.now). */
  readonly now?: () => number;
}

/** The devnet's blockchain API, wallet directory and analytics sink, as a `node:http` request handler. */
export interface DevnetApi {
  /** Answers a request it serves and resolves true; resolves false, without touching `res`, for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Recorded `POST /e` bodies, oldest first. */
  readonly analyticsEvents: unknown[];
  readonly faults: FaultInjector;
  /** Fixture switches, also flipped over HTTP under `/__devnet/`. */
  readonly switches: DevnetSwitches;
  /** Every request served (test controls and preflights aside), oldest first. */
  readonly requests: RequestLogEntry[];
  readonly names: NameRegistry;
  /** Smart sessions by lower-case account address; tests may add some. */
  readonly sessions: Map<string, SmartSession[]>;
  readonly wallets: readonly DirectoryWallet[];
  /** Purchases made on the stand-in onramp provider's page, newest first. */
  onrampPurchases(): OnrampPurchase[];
}

const ROUTES: readonly Route[] = [
  ...rpcProxyRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...convertRoutes,
  ...onrampRoutes,
  ...directoryRoutes,
  ...controlRoutes,
  ...siwxRoutes,
  ...nftRoutes,
];

const IMAGE_PATHS: Readonly<Record<ImageKind, string>> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
};

/** Coin type of Ethereum mainnet, under which the seeded names are held. */
const ETHEREUM_COIN_TYPE = 60;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function decodeParams(match: RegExpExecArray): string[] | undefined {
  try {
    return match.slice(1).map((part) => decodeURIComponent(part ?? ''));
  } catch {
    return undefined;
  }
}

function faultReply(fault: FaultResponse): ApiReply {
  return {
    status: fault.status ?? 200,
    text: fault.body ?? '',
    contentType: 'application/json; charset=utf-8',
    ...(fault.headers === undefined ? {} : { headers: fault.headers }),
  };
}

function chainHandle(devChain: DevChain): DevnetChainHandle {
  const client = createPublicClient({
    chain: devChain.chain,
    transport: http(devChain.rpcUrl, { batch: true, retryCount: 0 }),
  });
  return {
    devChain,
    caipNetworkId: `eip155:${devChain.chainId}`,
    client,
    indexer: createChainIndexer(client, devChain.contracts.token),
  };
}

/** Creates the devnet API over running devnet chains; serve it with `startApiServer` or from another server. */
export function createDevnetApi(options: DevnetApiOptions): DevnetApi {
  const chains = options.chains.map(chainHandle);
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const names = createNameRegistry();
  const now = options.now ?? Date.now;
  for (const fixture of IDENTITY_FIXTURES) {
    const account = ANVIL_ACCOUNTS[fixture.accountIndex];
    if (account) names.register(fixture.name, ETHEREUM_COIN_TYPE, account, now());
  }

  const state: DevnetApiState = {
    chains,
    solana: options.solana,
    onramp: createOnrampDesk(),
    publicBaseUrl: base,
    names,
    wallets: generateWalletFixtures({ count: options.walletCount, devnetChains: chains.map((chain) => chain.caipNetworkId) }),
    analyticsEvents: [],
    faults: createFaultInjector(),
    switches: { hostileWallet: false },
    requests: [],
    sessions: new Map(),
    allowedOrigins: options.allowedOrigins ?? ['http://localhost:*', 'http://127.0.0.1:*'],
    analyticsEnabled: options.analyticsEnabled ?? true,
    chainFor: (id) => chains.find((chain) => chain.caipNetworkId === id),
    imageUrl: (kind, id) => `${base}${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`,
    now,
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://devnet.invalid');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const matching = ROUTES.map((route) => ({ route, match: route.pattern.exec(path) })).filter(
      (candidate): candidate is { route: Route; match: RegExpExecArray } => candidate.match !== null,
    );
    if (matching.length === 0) return false;
    if (method === 'OPTIONS') {
      writeReply(res, { status: 204 });
      return true;
    }

    if (!path.startsWith('/__devnet/')) {
      state.requests.push({ method, path, query: Object.fromEntries(url.searchParams) });
      const fault = state.faults.take(path);
      if (fault?.delayMs !== undefined) await delay(fault.delayMs);
      if (fault?.reset) {
        req.socket.destroy();
        return true;
      }
      if (fault && (fault.status !== undefined || fault.body !== undefined)) {
        req.resume();
        writeReply(res, faultReply(fault));
        return true;
      }
    }

    const found = matching.find((candidate) => candidate.route.method === method);
    if (!found) {
      req.resume();
      writeReply(res, { ...errorReply(405, 'Method not allowed'), headers: { allow: [...new Set(matching.map((c) => c.route.method))].join(', ') } });
      return true;
    }
    const params = decodeParams(found.match);
    let reply: ApiReply;
    if (params === undefined) {
      reply = errorReply(400, 'Malformed path');
    } else {
      try {
        reply = await found.route.handle({ req, params, query: url.searchParams, state });
      } catch (error) {
        reply = error instanceof ReplyError ? error.reply : errorReply(502, error instanceof Error ? error.message : 'Request failed');
      }
    }
    writeReply(res, reply);
    return true;
  }

  return {
    handle,
    analyticsEvents: state.analyticsEvents,
    faults: state.faults,
    switches: state.switches,
    requests: state.requests,
    names,
    sessions: state.sessions,
    wallets: state.wallets,
    onrampPurchases: () => state.onramp.list(),
  };
}
