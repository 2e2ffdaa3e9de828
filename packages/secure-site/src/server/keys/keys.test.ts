import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { bytesToHex } from 'viem';
import { Keypair } from '@solana/web3.js';
import { deriveServerKeys, generateServerKey, parseServerKey } from './serverKey.js';
import { decryptKey, encryptKey, generateUserKeys } from './userKeys.js';

describe('server and user keys', () => {
  it('derives three different keys and refuses a malformed server key', () => {
    const keys = deriveServerKeys(parseServerKey(generateServerKey()));
    expect(new Set([keys.encryption.toString('hex'), keys.codeHashing.toString('hex'), keys.sessionSigning.toString('hex')]).size).toBe(3);
    expect(() => parseServerKey('abc')).toThrow('SECURE_SITE_KEY must be 64 hex characters');
  });

  it('encrypts keys bound to their user and kind, and decrypts only under the same server key', () => {
    const keys = deriveServerKeys(parseServerKey(generateServerKey()));
    const other = deriveServerKeys(parseServerKey(generateServerKey()));
    const user = generateUserKeys();
    const sealed = encryptKey(keys.encryption, 'user-1', 'evm', Buffer.from(user.evmPrivateKey.slice(2), 'hex'));
    expect(sealed).not.toContain(user.evmPrivateKey.slice(2));
    expect(privateKeyToAccount(bytesToHex(decryptKey(keys.encryption, 'user-1', 'evm', sealed))).address).toBe(user.evmAddress);
    expect(() => decryptKey(other.encryption, 'user-1', 'evm', sealed)).toThrow();
    expect(() => decryptKey(keys.encryption, 'user-2', 'evm', sealed)).toThrow();
    expect(() => decryptKey(keys.encryption, 'user-1', 'solana', sealed)).toThrow();
    const seal2 = encryptKey(keys.encryption, 'user-1', 'solana', user.solanaSeed);
    expect(Keypair.fromSeed(decryptKey(keys.encryption, 'user-1', 'solana', seal2)).publicKey.toBase58()).toBe(user.solanaAddress);
    // A fresh IV each time.
    expect(encryptKey(keys.encryption, 'user-1', 'solana', user.solanaSeed)).not.toBe(seal2);
  });
});
