import { createAppClient, viemConnector } from '@farcaster/auth-client';
import type { AppClient } from '@farcaster/auth-client';

/** Where Sign In With Farcaster is checked: the Farcaster relay and the chain holding Farcaster's ID registry. */
export interface FarcasterOptions {
  /** Base URL of the Farcaster relay (the auth client's `relay`), without the `/v1` path. */
  readonly relayUrl: string;
  /** JSON-RPC URL of the chain holding Farcaster's ID registry (OP Mainnet in production). */
  readonly rpcUrl: string;
}

/** The secure site's Farcaster app client: channels at the relay, and the auth client's message verification. */
export interface FarcasterClient {
  readonly app: AppClient;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return value.replace(/\/+$/, '');
}

/** The Farcaster auth client's app client, its relay and its ID-registry reads pointed where `options` say. */
export function createFarcasterClient(options: FarcasterOptions): FarcasterClient {
  const relay = httpUrl('The Farcaster relay URL', options.relayUrl);
  const rpcUrl = httpUrl('The Farcaster RPC URL', options.rpcUrl);
  return { app: createAppClient({ relay, ethereum: viemConnector({ rpcUrl }) }) };
}

/** Reads FARCASTER_RELAY_URL and FARCASTER_RPC_URL: both set turn Farcaster sign-in on, one alone is an error. */
export function readFarcasterEnv(env: NodeJS.ProcessEnv): FarcasterOptions | undefined {
  const relayUrl = env.FARCASTER_RELAY_URL;
  const rpcUrl = env.FARCASTER_RPC_URL;
  if (!relayUrl && !rpcUrl) return undefined;
  if (!relayUrl || !rpcUrl) throw new Error('Set both FARCASTER_RELAY_URL and FARCASTER_RPC_URL (the ID registry chain) to offer Farcaster sign-in');
  httpUrl('FARCASTER_RELAY_URL', relayUrl);
  httpUrl('FARCASTER_RPC_URL', rpcUrl);
  return { relayUrl, rpcUrl };
}
