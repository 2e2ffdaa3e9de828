import { describe, expect, it } from 'vitest';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isBitcoinAddress } from './isBitcoinAddress.js';

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58_CHARSET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

// Valid segwit addresses of BIP-173 (version 0, bech32) and BIP-350 (later versions, bech32m).
const SEGWIT_V0 = [
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
];
const SEGWIT_LATER = [
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'BC1SW50QGDZ25J',
  'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
];
const LEGACY = ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'];

/** The address with the character at `index` replaced by the next one of `charset`, in the address's case. */
function flip(address: string, index: number, charset: string): string {
  const char = address[index] ?? '';
  const upper = char !== char.toLowerCase();
  const position = charset.indexOf(charset === BECH32_CHARSET ? char.toLowerCase() : char);
  const next = charset[(position + 1) % charset.length] ?? '';
  return address.slice(0, index) + (upper ? next.toUpperCase() : next) + address.slice(index + 1);
}

describe('isBitcoinAddress', () => {
  it('accepts the valid mainnet and testnet vectors of BIP-173, BIP-350 and base58check', () => {
    for (const address of [...SEGWIT_V0, ...SEGWIT_LATER, ...LEGACY]) {
      expect(isBitcoinAddress(address), address).toBe(true);
      expect(isAddressForNamespace('bip122', address), address).toBe(true);
    }
  });

  it('rejects a bech32 or bech32m address with one checksum character flipped', () => {
    for (const address of [...SEGWIT_V0, ...SEGWIT_LATER]) {
      for (let index = address.length - 6; index < address.length; index += 1) {
        const flipped = flip(address, index, BECH32_CHARSET);
        expect(isBitcoinAddress(flipped), flipped).toBe(false);
      }
    }
  });

  it('rejects a segwit address with any one data character changed', () => {
    for (const address of [...SEGWIT_V0, ...SEGWIT_LATER]) {
      for (let index = address.lastIndexOf(address.includes('1') ? '1' : '') + 1; index < address.length; index += 1) {
        const changed = flip(address, index, BECH32_CHARSET);
        expect(isBitcoinAddress(changed), changed).toBe(false);
      }
    }
  });

  it('rejects a base58check address with one character changed', () => {
    for (const address of LEGACY) {
      for (const index of [1, Math.floor(address.length / 2), address.length - 1]) {
        const changed = flip(address, index, BASE58_CHARSET);
        expect(isBitcoinAddress(changed), changed).toBe(false);
      }
    }
  });

  it('rejects the invalid vectors of BIP-350: wrong encoding for the version, bad prefix, program or padding', () => {
    for (const address of [
      // Unknown human-readable part.
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
      // Later versions written with the bech32 checksum.
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      // Version 0 written with the bech32m checksum.
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
      // A character outside the alphabet, version 17, programs of 1 and 41 bytes, version 0 of 16 bytes.
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
      'bc1pw5dgrnzv',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
      // Mixed case, over-long and non-zero padding, an empty data part.
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
      'bc1gmk9yu',
    ]) {
      expect(isBitcoinAddress(address), address).toBe(false);
    }
  });

  it('rejects base58check payloads of other coins and lengths', () => {
    // Litecoin (version 0x30) and a 32-byte base58 string with no valid checksum.
    for (const address of ['LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', '']) {
      expect(isBitcoinAddress(address), address).toBe(false);
    }
  });
});
