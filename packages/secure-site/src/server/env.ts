import type { SecureSiteOptions } from './createSecureSite.js';
import { readFarcasterEnv } from './farcaster/farcasterClient.js';
import { generateServerKey } from './keys/serverKey.js';
import { parseAllowedOrigins } from './origins/originRegistry.js';
import { readSmartAccountsEnv } from './smartAccounts/smartAccountConfig.js';
import { parseSocialProviders } from './social/providers.js';

/** What {@link readSecureSiteEnv} found: the options, and whether the server key was generated for development. */
export interface SecureSiteEnv {
  options: SecureSiteOptions;
  /** True when `SECURE_SITE_DEV=1` and no `SECURE_SITE_KEY` was set: a throwaway key was generated. */
  generatedKey: boolean;
}

function jsonMap(name: string, value: string | undefined): Record<string, string> | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${name} must be JSON like {"<id>": "http://127.0.0.1:8545"}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${name} must be a JSON object`);
  for (const [key, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`${name}["${key}"] must be an http(s) URL`);
  }
  return parsed as Record<string, string>;
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number`);
  return Number(value);
}

/**
 * Reads the secure site's configuration from environment variables: SECURE_SITE_KEY, SMTP_URL, MAIL_FROM,
 * DATABASE_URL, DATA_DIR, PORT, HOST, PUBLIC_URL, ALLOWED_ORIGINS, ORIGINS_URL, EVM_RPC_URLS, SOLANA_RPC_URLS,
 * SESSION_TTL_SECONDS, TRUST_PROXY, SECURE_SITE_DEV, SOCIAL_PROVIDERS, SMART_ACCOUNTS. Throws a clear error for a missing or malformed value.
 */
export function readSecureSiteEnv(env: NodeJS.ProcessEnv): SecureSiteEnv {
  let serverKey = env.SECURE_SITE_KEY ?? '';
  let generatedKey = false;
  if (!serverKey) {
    if (env.SECURE_SITE_DEV !== '1') throw new Error('SECURE_SITE_KEY is required (64 hex characters, e.g. `openssl rand -hex 32`); set SECURE_SITE_DEV=1 to generate a throwaway key for development');
    serverKey = generateServerKey();
    generatedKey = true;
  }
  if (!env.SMTP_URL) throw new Error('SMTP_URL is required (e.g. smtp://user:pass@mail.example.com:587)');
  const allowedOrigins = env.ALLOWED_ORIGINS ? parseAllowedOrigins(env.ALLOWED_ORIGINS) : undefined;
  if (!allowedOrigins && !env.ORIGINS_URL) throw new Error('Set ALLOWED_ORIGINS and/or ORIGINS_URL: without them no page may frame the secure site');
  const evmRpcUrls = jsonMap('EVM_RPC_URLS', env.EVM_RPC_URLS);
  const solanaRpcUrls = jsonMap('SOLANA_RPC_URLS', env.SOLANA_RPC_URLS);
  const smartAccounts = readSmartAccountsEnv(env.SMART_ACCOUNTS);
  const port = integer('PORT', env.PORT);
  const farcaster = readFarcasterEnv(env);
  const sessionTtlSeconds = integer('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS);
  const options: SecureSiteOptions = {
    serverKey,
    smtpUrl: env.SMTP_URL,
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    ...(port !== undefined ? { port } : {}),
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(allowedOrigins ? { allowedOrigins } : {}),
    ...(env.ORIGINS_URL ? { originsUrl: env.ORIGINS_URL } : {}),
    ...(evmRpcUrls ? { evmRpcUrls } : {}),
    ...(solanaRpcUrls ? { solanaRpcUrls } : {}),
    ...(sessionTtlSeconds !== undefined ? { sessionTtlSeconds } : {}),
    ...(env.TRUST_PROXY === '1' ? { trustProxy: true } : {}),
    ...(farcaster ? { farcaster } : {}),
    ...(smartAccounts ? { smartAccounts } : {}),
    ...(env.SOCIAL_PROVIDERS ? { socialProviders: parseSocialProviders(env.SOCIAL_PROVIDERS) } : {}),
  };
  return { options, generatedKey };
}
