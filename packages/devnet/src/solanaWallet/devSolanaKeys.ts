// Runs in the page and in Node: @noble/curves and @scure/base only.
import { ed25519 } from '@noble/curves/ed25519';
import { base58, hex } from '@scure/base';

/** Fixed ed25519 seeds of the devnet's Solana accounts (local test keys, funded by the engine). */
export const DEV_SOLANA_SEEDS = [
  '6ae43cfe78f6cc547fc77ec245db454019cdf233b652787eb536ee28bc98076f',
  '416f7fd01ba0de1c41070e7c36cfeb15290e8b0bc92aafe7d555ccabc62172ad',
  'd548540bd9bdb108fd89786d7e5e3c2cc7868668338320059e9144695fe15859',
] as const;

/** A dev Solana key: its seed and base58 address. */
export interface DevSolanaKey {
  readonly seed: Uint8Array;
  readonly publicKey: Uint8Array;
  readonly address: string;
}

/** The dev key of a seed (hex). */
export function devSolanaKey(seedHex: string): DevSolanaKey {
  const seed = hex.decode(seedHex);
  const publicKey = ed25519.getPublicKey(seed);
  return { seed, publicKey, address: base58.encode(publicKey) };
}

/** Addresses of the funded dev accounts, in order; the first is the dev wallet's. */
export const DEV_SOLANA_ADDRESSES: readonly string[] = DEV_SOLANA_SEEDS.map((seed) => devSolanaKey(seed).address);
