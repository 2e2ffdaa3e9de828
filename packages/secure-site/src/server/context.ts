import type { Database } from './db/database.js';
import type { FarcasterClient } from './farcaster/farcasterClient.js';
import type { ServerKeys } from './keys/serverKey.js';
import type { Mailer } from './mail/mailer.js';
import type { OriginRegistry } from './origins/originRegistry.js';
import type { SessionStore } from './sessions/sessions.js';
import type { SmartAccountChainConfig } from './smartAccounts/smartAccountConfig.js';
import type { SocialClient } from './social/socialClient.js';
import type { SocialProviderId } from './social/providers.js';

/** The code-mail limits: per address and per client IP, each within one window. */
export interface CodeLimits {
  /** Mails (codes or approval links) to one address per window (default 5). */
  perEmail: number;
  /** Mails requested from one IP per window (default 20). */
  perIp: number;
  /** The window in milliseconds (default 10 minutes). */
  windowMs: number;
}

/** Everything a route needs; built once by createSecureSite. */
export interface SiteContext {
  readonly db: Database;
  readonly keys: ServerKeys;
  readonly mailer: Mailer;
  readonly sessions: SessionStore;
  readonly origins: OriginRegistry;
  /** The secure site's public base URL (its origin is the only one allowed to POST). */
  readonly publicUrl: string;
  readonly publicOrigin: string;
  readonly limits: CodeLimits;
  /** EVM JSON-RPC URL per chain id (decimal string). */
  readonly evmRpcUrls: Readonly<Record<string, string>>;
  /** Solana JSON-RPC URL per CAIP-2 reference. */
  readonly solanaRpcUrls: Readonly<Record<string, string>>;
  /** Largest accepted JSON body in bytes. */
  readonly maxBodyBytes: number;
  /** Where the built frame script is read from. */
  readonly frameScriptPath: string;
  /** Take the client IP from the first `X-Forwarded-For` entry (behind a trusted proxy only). */
  readonly trustProxy: boolean;
  /** The OpenID Connect / OAuth 2 client of each configured social provider. */
  readonly social: Readonly<Partial<Record<SocialProviderId, SocialClient>>>;
  /** ERC-4337 smart accounts per decimal EVM chain id: entry point, account factory and bundler. */
  readonly smartAccounts: Readonly<Record<string, SmartAccountChainConfig>>;
  /** Sign In With Farcaster's relay and ID-registry client, when Farcaster sign-in is offered. */
  readonly farcaster?: FarcasterClient;
  /** Reports unexpected errors (SMTP failures, bugs) to the operator. */
  onError(error: unknown): void;
  /** The clock (epoch milliseconds). */
  now(): number;
}
