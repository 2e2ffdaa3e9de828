import { generateKeyPairSync, sign } from 'node:crypto';
import { base58, base64urlnopad } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { verifySiwxSignature } from './verifySiwxSignature.js';

const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** An ed25519 key from Node's crypto (independent of the verifier's curve library) and its base58 address. */
function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = base64urlnopad.decode(publicKey.export({ format: 'jwk' }).x ?? '');
  return {
    address: base58.encode(raw),
    sign: (message: string) => base58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
  };
}

const message = 'example.com wants you to sign in with your Solana account:\nNonce: 9f1c2e7a44\nIssued At: 2025-01-01T00:00:00Z — ✓';
const verify = (address: string, text: string, signature: string, publicKey?: string) =>
  verifySiwxSignature({ chainId: CHAIN, address, signed: { message: text, signature, ...(publicKey ? { publicKey } : {}) } });

describe('Solana sign-in signatures', () => {
  const key = solanaKey();
  const signature = key.sign(message);

  it('accepts an ed25519 signature over the exact UTF-8 message by the address key', async () => {
    expect(await verify(key.address, message, signature)).toBe(true);
    expect(await verify(key.address, message, signature, key.address)).toBe(true);
  });

  it('refuses a tampered message and another key', async () => {
    expect(await verify(key.address, message.replace('9f1c', '9f1d'), signature)).toBe(false);
    expect(await verify(key.address, `${message}\n`, signature)).toBe(false);
    expect(await verify(solanaKey().address, message, signature)).toBe(false);
    expect(await verify(key.address, message, signature, solanaKey().address)).toBe(false);
  });

  it('gives false for malformed base58, wrong lengths and a flipped signature byte', async () => {
    expect(await verify(key.address, message, 'not-base58-0OIl')).toBe(false);
    expect(await verify('0OIl', message, signature)).toBe(false);
    expect(await verify(key.address, message, base58.encode(base58.decode(signature).subarray(0, 63)))).toBe(false);
    expect(await verify(base58.encode(base58.decode(key.address).subarray(0, 31)), message, signature)).toBe(false);
    expect(await verify(key.address, message, '')).toBe(false);
    const flipped = base58.decode(signature);
    flipped[10] = (flipped[10] ?? 0) ^ 1;
    expect(await verify(key.address, message, base58.encode(flipped))).toBe(false);
  });
});
