import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCIAL_CALLBACK_PATH, createSecureSite, generateServerKey } from '@connect-modal/secure-site';
import type { SecureSite, SecureSiteOptions } from '@connect-modal/secure-site';
import { startOidcProvider } from '../oidc/startOidcProvider.js';
import type { DevnetOidcProvider } from '../oidc/startOidcProvider.js';
import { CORS_HEADERS } from '../api/ApiReply.js';
import { startMailbox } from './startMailbox.js';
import type { Mailbox } from './startMailbox.js';

/** Options of {@link startDevnetSecureSite}. */
export interface DevnetSecureSiteOptions {
  readonly host: string;
  /** The project whose allowed origins are `allowedOrigins`. */
  readonly projectId: string;
  /** Parent origins allowed to frame the secure site and call its API (the demo page's origin first). */
  readonly allowedOrigins: readonly string[];
  /** EVM JSON-RPC URL per decimal chain id. */
  readonly evmRpcUrls: Readonly<Record<string, string>>;
  /** Solana JSON-RPC URL per CAIP-2 reference. */
  readonly solanaRpcUrls: Readonly<Record<string, string>>;
  /** PostgreSQL to keep the data in (default: PGlite in a temporary folder). */
  readonly databaseUrl?: string;
  /** The server key (64 hex characters; default: a fresh one). */
  readonly serverKey?: string;
  /** ERC-4337 smart accounts per decimal chain id (entry point, factory, bundler URL); none when absent. */
  readonly smartAccounts?: SecureSiteOptions['smartAccounts'];
  /** Sign In With Farcaster: the devnet relay stand-in and the chain holding its ID registry; off when absent. */
  readonly farcaster?: SecureSiteOptions['farcaster'];
}

/** The devnet's secure site: its URL and the mailbox its mails land in. */
export interface DevnetSecureSite {
  /** Base URL of the secure site (its own port, so its origin differs from the page's). */
  readonly url: string;
  /** The local SMTP mailbox the secure site mails through. */
  readonly mailbox: Pick<Mailbox, 'messages' | 'waitFor' | 'smtpUrl'>;
  /** The local OpenID provider standing in for the six social providers (its issuer URL). */
  readonly oidc: Pick<DevnetOidcProvider, 'issuer'>;
  /** The running secure site. */
  readonly site: SecureSite;
  /** Answers `GET /__devnet/mailbox?to=` with `{ messages }`, newest first; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse, origin: string): boolean;
  stop(): Promise<void>;
}

/** Path of the mailbox on the page server. */
export const MAILBOX_PATH = '/__devnet/mailbox';

/**
 * Starts a local SMTP mailbox and a secure site mailing through it, with PGlite in a temporary folder and a fresh
 * server key: the embedded wallet's server as a site would host it, on 127.0.0.1.
 */
export async function startDevnetSecureSite(options: DevnetSecureSiteOptions): Promise<DevnetSecureSite> {
  const mailbox = await startMailbox({ host: options.host });
  // The social providers' stand-in: started first so the secure site knows its issuer, told the callback after.
  const oidc = await startOidcProvider({ host: options.host });
  const dataDir = await mkdtemp(join(tmpdir(), 'devnet-secure-site-'));
  let site: SecureSite;
  try {
    site = await createSecureSite({
      serverKey: options.serverKey ?? generateServerKey(),
      smtpUrl: mailbox.smtpUrl,
      mailFrom: 'Devnet Wallet <wallet@devnet.localhost>',
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir }),
      host: options.host,
      allowedOrigins: { [options.projectId]: [...options.allowedOrigins] },
      evmRpcUrls: options.evmRpcUrls,
      solanaRpcUrls: options.solanaRpcUrls,
      // Every visitor of the devnet is 127.0.0.1: the per-IP limit would count the whole test run as one visitor.
      limits: { perIp: 10_000 },
      ...(options.smartAccounts ? { smartAccounts: options.smartAccounts } : {}),
      ...(options.farcaster ? { farcaster: options.farcaster } : {}),
      socialProviders: oidc.socialProviders(),
    });
  } catch (error) {
    await oidc.stop();
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  oidc.configure(`${site.url}${SOCIAL_CALLBACK_PATH}`);
  return {
    url: site.url,
    mailbox,
    oidc: { issuer: oidc.issuer },
    site,
    handle(req, res, origin) {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname !== MAILBOX_PATH) return false;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end();
        return true;
      }
      const to = url.searchParams.get('to') ?? undefined;
      res.writeHead(req.method === 'GET' ? 200 : 405, { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS_HEADERS });
      res.end(JSON.stringify(req.method === 'GET' ? { messages: mailbox.messages(to || undefined) } : { error: 'Use GET' }));
      return true;
    },
    async stop() {
      await site.stop();
      await oidc.stop();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
