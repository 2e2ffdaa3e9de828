import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CodeLimits, SiteContext } from './context.js';
import { openPgliteDatabase, openPostgresDatabase } from './db/database.js';
import type { Database } from './db/database.js';
import { runMigrations } from './db/migrations.js';
import { createFarcasterClient } from './farcaster/farcasterClient.js';
import type { FarcasterOptions } from './farcaster/farcasterClient.js';
import { createHandler } from './handler.js';
import { deriveServerKeys, parseServerKey } from './keys/serverKey.js';
import { createSmtpMailer } from './mail/mailer.js';
import type { Mailer } from './mail/mailer.js';
import { createOriginRegistry } from './origins/originRegistry.js';
import { defaultFrameScriptPath } from './routes/framePage.js';
import { DEFAULT_SESSION_TTL_SECONDS, createSessionStore } from './sessions/sessions.js';
import { parseSmartAccountConfig } from './smartAccounts/smartAccountConfig.js';
import type { SmartAccountChainConfig } from './smartAccounts/smartAccountConfig.js';
import { createSocialClients } from './social/socialClients.js';
import type { SocialProviderConfig, SocialProviderId } from './social/providers.js';

/** Options of {@link createSecureSite}. */
export interface SecureSiteOptions {
  /** The server key: 64 hex characters. Every stored private key is encrypted under a key derived from it. */
  serverKey: string;
  /** SMTP URL the mails go through (`smtp://host:port`, `smtps://user:pass@host`). */
  smtpUrl: string;
  /** Sender of the mails (default `Wallet <no-reply@localhost>`). */
  mailFrom?: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite's data folder; in memory when absent (and no databaseUrl). */
  dataDir?: string;
  /** Port to listen on (0 or absent: a free one). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Public base URL, as browsers reach the site (default `http://{host}:{port}`). Its origin alone may POST. */
  publicUrl?: string;
  /** Allowed parent origins per project id. */
  allowedOrigins?: Readonly<Record<string, readonly string[]>>;
  /** Wallet-directory base URL serving `/projects/v1/origins?projectId=` (cached 60 s). */
  originsUrl?: string;
  /** EVM JSON-RPC URL per decimal chain id. */
  evmRpcUrls?: Readonly<Record<string, string>>;
  /** Solana JSON-RPC URL per CAIP-2 reference (`solana:<reference>`). */
  solanaRpcUrls?: Readonly<Record<string, string>>;
  /** Session lifetime in seconds (default 7 days). */
  sessionTtlSeconds?: number;
  /** Code-mail limits (defaults: 5 per address and 20 per IP in 10 minutes). */
  limits?: Partial<CodeLimits>;
  /** Largest JSON body accepted, in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** Use the first `X-Forwarded-For` entry as the client IP (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Social login: the OpenID Connect / OAuth 2 client of each provider offered (others are refused). */
  socialProviders?: Readonly<Partial<Record<SocialProviderId, SocialProviderConfig>>>;
  /** ERC-4337 smart accounts per decimal EVM chain id (the chain needs an `evmRpcUrls` entry too). */
  smartAccounts?: Readonly<Record<string, SmartAccountChainConfig>>;
  /** Sign In With Farcaster: the relay and the ID registry chain's RPC (absent: Farcaster sign-in is refused). */
  farcaster?: FarcasterOptions;
  /** Where the built frame script is (default: this package's `dist/frame/frame.js`). */
  frameScriptPath?: string;
  /** The clock, epoch milliseconds (tests move it). */
  now?: () => number;
  /** Sends the mails instead of SMTP (a custom transport); `smtpUrl` is then ignored. */
  mailer?: Mailer;
  /** Called with unexpected errors (default: console.error). */
  onError?: (error: unknown) => void;
}

/** A running secure site. */
export interface SecureSite {
  /** Base URL the server listens on (no trailing slash). */
  readonly url: string;
  /** Its public origin (the iframe's origin). */
  readonly origin: string;
  readonly port: number;
  /** The database, for tools and tests. */
  readonly db: Database;
  /** Stops listening and closes the database and SMTP connections. */
  stop(): Promise<void>;
}

/** Default code-mail limits. */
export const DEFAULT_LIMITS: CodeLimits = { perEmail: 5, perIp: 20, windowMs: 10 * 60 * 1000 };

/**
 * Opens the database (running the migrations), then serves the secure site: the iframe page, its script, the
 * device-approval page and the JSON API of the embedded wallet.
 */
export async function createSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const keys = deriveServerKeys(parseServerKey(options.serverKey));
  const smartAccounts = parseSmartAccountConfig('smartAccounts', options.smartAccounts ?? {});
  if (!options.mailer && !/^smtps?:\/\//.test(options.smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const now = options.now ?? Date.now;
  const db = options.databaseUrl ? await openPostgresDatabase(options.databaseUrl) : await openPgliteDatabase(options.dataDir);
  try {
    await runMigrations(db, now());
  } catch (error) {
    await db.close();
    throw error;
  }
  const mailer = options.mailer ?? createSmtpMailer(options.smtpUrl, options.mailFrom ?? 'Wallet <no-reply@localhost>');
  const host = options.host ?? '127.0.0.1';
  const site: { ctx?: SiteContext } = {};
  const onError = options.onError ?? ((error: unknown) => console.error('secure-site:', error));
  const server = createServer((req, res) => {
    if (site.ctx) createHandler(site.ctx, onError)(req, res);
    else res.writeHead(503).end();
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  const ctx: SiteContext = {
    db,
    keys,
    mailer,
    sessions: createSessionStore(db, keys.sessionSigning, options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS, now),
    origins: createOriginRegistry({ staticOrigins: options.allowedOrigins ?? {}, ...(options.originsUrl ? { originsUrl: options.originsUrl } : {}), now }),
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    evmRpcUrls: options.evmRpcUrls ?? {},
    solanaRpcUrls: options.solanaRpcUrls ?? {},
    maxBodyBytes: options.maxBodyBytes ?? 1_000_000,
    frameScriptPath: options.frameScriptPath ?? defaultFrameScriptPath(),
    trustProxy: options.trustProxy ?? false,
    ...(options.farcaster ? { farcaster: createFarcasterClient(options.farcaster) } : {}),
    smartAccounts,
    social: createSocialClients(options.socialProviders ?? {}),
    onError,
    now,
  };
  site.ctx = ctx;
  return {
    url: publicUrl,
    origin: ctx.publicOrigin,
    port,
    db,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      mailer.close();
      await db.close();
    },
  };
}
