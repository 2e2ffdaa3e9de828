import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keccak256, stringToHex } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { FARCASTER_APP_PATH, approveChannel, createDevFarcasterApp } from './devFarcasterApp.js';
import type { ApproveOptions, FarcasterTestUser, RelayAccess } from './devFarcasterApp.js';
import { createFarcasterRelay } from './farcasterRelay.js';
import { installIdRegistry, registerFid } from './installIdRegistry.js';

/** Username of the devnet's Farcaster test account. */
export const FARCASTER_TEST_USERNAME = 'devcaster';
/** Custody key of the devnet's Farcaster test account (a fixed devnet key, never used elsewhere). */
export const FARCASTER_TEST_CUSTODY_KEY = keccak256(stringToHex('connect-modal devnet farcaster custody 1'));

/** Options of {@link startFarcasterRelay}. */
export interface StartFarcasterRelayOptions {
  /** JSON-RPC URL of the anvil chain that holds the ID registry. */
  readonly rpcUrl: string;
  readonly host?: string;
  readonly port?: number;
}

/** The devnet's Farcaster: the relay stand-in, the dev Farcaster app page and the test account. */
export interface DevFarcaster {
  /** Base URL of the relay (the auth client's `relay` option). */
  readonly relayUrl: string;
  /** The relay key the Farcaster app sends with `authenticate`. */
  readonly authKey: string;
  /** JSON-RPC URL of the chain holding the ID registry. */
  readonly rpcUrl: string;
  /** URL of the dev Farcaster app page (add `?channelToken=`). */
  readonly appUrl: string;
  /** The test account: fid, username, custody key and address. */
  readonly user: FarcasterTestUser & { readonly custody: Address };
  /** Approves the channel of `channelToken` as the Farcaster app does (by default as the test account). */
  approve(channelToken: string, options?: Partial<ApproveOptions>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Installs the ID registry on the chain at `rpcUrl`, registers the test account's fid, and serves the relay's
 * HTTP contract and the dev Farcaster app page on 127.0.0.1.
 */
export async function startFarcasterRelay(options: StartFarcasterRelayOptions): Promise<DevFarcaster> {
  await installIdRegistry(options.rpcUrl);
  const fid = Number(await registerFid(options.rpcUrl, FARCASTER_TEST_CUSTODY_KEY));
  const user = { fid, username: FARCASTER_TEST_USERNAME, custodyKey: FARCASTER_TEST_CUSTODY_KEY, custody: privateKeyToAccount(FARCASTER_TEST_CUSTODY_KEY).address };
  const authKey = randomBytes(16).toString('hex');
  const host = options.host ?? '127.0.0.1';
  const handlers: { handle?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> } = {};
  const server = createServer((req, res) => {
    void (async () => {
      if (!handlers.handle || !(await handlers.handle(req, res))) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const relayUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  const appUrl = `${relayUrl}${FARCASTER_APP_PATH}`;
  const access: RelayAccess = { relayUrl, authKey, rpcUrl: options.rpcUrl };
  const relay = createFarcasterRelay({ appUrl, authKey });
  const app = createDevFarcasterApp({ relay, access, user });
  handlers.handle = async (req, res) => (await relay.handle(req, res)) || app(req, res);
  return {
    relayUrl,
    authKey,
    rpcUrl: options.rpcUrl,
    appUrl,
    user,
    async approve(channelToken, approveOptions = {}) {
      const channel = relay.channel(channelToken);
      if (!channel) throw new Error('Unknown channel token');
      await approveChannel(access, channel, { user, ...approveOptions });
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
