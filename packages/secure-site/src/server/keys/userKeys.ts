import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** Which of a user's keys a ciphertext holds; bound into the ciphertext so one cannot stand in for another. */
export type KeyKind = 'evm' | 'solana';

/** A user's freshly generated key pair set: plaintext private keys and their public addresses. */
export interface GeneratedUserKeys {
  evmPrivateKey: Hex;
  evmAddress: string;
  /** The 32-byte ed25519 seed. */
  solanaSeed: Uint8Array;
  solanaAddress: string;
}

const VERSION = 'v1';

/** Generates one secp256k1 (EVM) and one ed25519 (Solana) key with the platform's cryptographic randomness. */
export function generateUserKeys(): GeneratedUserKeys {
  const evmPrivateKey = generatePrivateKey();
  const solana = Keypair.generate();
  return {
    evmPrivateKey,
    evmAddress: privateKeyToAccount(evmPrivateKey).address,
    solanaSeed: solana.secretKey.slice(0, 32),
    solanaAddress: solana.publicKey.toBase58(),
  };
}

function associatedData(userId: string, kind: KeyKind): Buffer {
  return Buffer.from(`${userId}:${kind}`, 'utf8');
}

/** Encrypts a private key with AES-256-GCM (random 96-bit IV), bound to its user and kind: `v1.<base64>`. */
export function encryptKey(key: Buffer, userId: string, kind: KeyKind, plaintext: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(userId, kind));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
}

/** Decrypts what {@link encryptKey} produced; throws when the key, user, kind or ciphertext do not match. */
export function decryptKey(key: Buffer, userId: string, kind: KeyKind, sealed: string): Uint8Array {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('Unknown key encryption format');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length < 12 + 16 + 1) throw new Error('Encrypted key is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(associatedData(userId, kind));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]));
}
