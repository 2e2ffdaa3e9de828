import { hkdfSync, randomBytes } from 'node:crypto';

/** The keys the secure site derives from its one server key, each for one use only. */
export interface ServerKeys {
  /** AES-256-GCM key that encrypts the users' private keys at rest. */
  readonly encryption: Buffer;
  /** HMAC-SHA256 key for one-time codes and device-approval tokens. */
  readonly codeHashing: Buffer;
  /** HS256 key of the session tokens. */
  readonly sessionSigning: Buffer;
}

const SALT = Buffer.from('connect-modal secure-site v1', 'utf8');

function derive(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, SALT, `connect-modal secure-site: ${purpose}`, 32));
}

/** Parses `SECURE_SITE_KEY`: exactly 64 hex characters (32 bytes). Throws a clear error otherwise. */
export function parseServerKey(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error('SECURE_SITE_KEY must be 64 hex characters (32 random bytes), e.g. from `openssl rand -hex 32`');
  }
  return Buffer.from(hex, 'hex');
}

/** A fresh random server key as 64 hex characters (for development and tests). */
export function generateServerKey(): string {
  return randomBytes(32).toString('hex');
}

/** Derives the separate encryption, code-hashing and session-signing keys (HKDF-SHA256) from the server key. */
export function deriveServerKeys(master: Buffer): ServerKeys {
  if (master.length !== 32) throw new Error('The server key must be 32 bytes');
  return {
    encryption: derive(master, 'key encryption'),
    codeHashing: derive(master, 'code hashing'),
    sessionSigning: derive(master, 'session signing'),
  };
}
