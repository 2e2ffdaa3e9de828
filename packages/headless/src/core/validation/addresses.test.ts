import { bech32, bech32m, createBase58check } from '@scure/base';
import fc from 'fast-check';
import { sha256 } from 'viem';
import { getAddress, isAddress } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { CHAIN_NAMESPACES } from './ChainNamespace.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isEvmAddress } from './isEvmAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';
import { isValidAccountName } from './isValidAccountName.js';
import { normalizeEvmAddress } from './normalizeEvmAddress.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

// Many properties here throw on purpose; stacks are never read, and capturing them dominates the run time.
const stackTraceLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  Error.stackTraceLimit = stackTraceLimit;
});

const INVALID_ADDRESS = 'Invalid address';
const HEX = '0123456789abcdefABCDEF'.split('');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split('');
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.split('');

const base58check = createBase58check((data) => sha256(data, 'bytes'));

/** Real Bitcoin addresses of random keys and scripts: base58check P2PKH/P2SH, segwit v0 (bech32) and later versions (bech32m). */
const bitcoinAddress = fc.oneof(
  fc
    .tuple(fc.constantFrom(0x00, 0x05, 0x6f, 0xc4), fc.uint8Array({ minLength: 20, maxLength: 20 }))
    .map(([version, hash]) => base58check.encode(Uint8Array.from([version, ...hash]))),
  fc
    .tuple(fc.constantFrom('bc', 'tb', 'bcrt'), fc.constantFrom(20, 32), fc.boolean())
    .chain(([hrp, length, upper]) =>
      fc.uint8Array({ minLength: length, maxLength: length }).map((program) => {
        const address = bech32.encode(hrp, [0, ...bech32.toWords(program)]);
        return upper ? address.toUpperCase() : address;
      }),
    ),
  fc
    .tuple(fc.constantFrom('bc', 'tb', 'bcrt'), fc.integer({ min: 1, max: 16 }), fc.uint8Array({ minLength: 2, maxLength: 40 }))
    .map(([hrp, version, program]) => bech32m.encode(hrp, [version, ...bech32m.toWords(program)])),
);

const chars = (alphabet: readonly string[], minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
/** Upper-cases the letters picked by the bits of `mask` (cycling every 30 characters). */
const mixCase = (text: string, mask: number) => text.replace(/[a-f]/g, (char, i: number) => ((mask >> i % 30) & 1 ? char.toUpperCase() : char));
// Exactly `length` hex digits in mixed case; built from a bigint because per-character generation is slow.
const hex = (length: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 16n ** BigInt(length) - 1n }), fc.nat())
    .map(([value, mask]) => mixCase(value.toString(16).padStart(length, '0'), mask));
/** Replaces the character at `at` (modulo the length) with `char`. */
const replaceAt = (text: string, at: number, char: string) => {
  const index = at % text.length;
  return `${text.slice(0, index)}${char}${text.slice(index + 1)}`;
};
// Lengths around 40 with some non-hex noise, so that near misses are common.
const addressLike = chars([...HEX, 'x', 'X', 'g', 'G', ' '], 36, 44);

function outcome(run: () => string): { value: string } | { error: unknown } {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

describe('isEvmAddress', () => {
  it('accepts 40 hex digits with or without a lowercase 0x, in any case and any checksum', () => {
    for (const good of [
      '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      '0xAB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB', 'ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      '0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ]) {
      expect(isEvmAddress(good), good).toBe(true);
    }
  });

  it('rejects other shapes', () => {
    for (const bad of [
      '', '0x', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcd', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdbb',
      '0Xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', '0xgb16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      ' 0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb\n',
      '0x0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfc', null, undefined, 1, 0x1234n, {}, [],
      new String('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'),
    ]) {
      expect(isEvmAddress(bad), String(bad)).toBe(false);
    }
  });

  it("equals viem's isAddress(x, { strict: false }) on 0x-prefixed input", () => {
    fc.assert(
      fc.property(fc.oneof(addressLike, hex(40), fc.string()), (body) => {
        const value = `0x${body}`;
        return isEvmAddress(value) === isAddress(value, { strict: false });
      }),
      runs,
    );
  });

  it('accepts every 40-hex-digit string and rejects 39, 41, a non-hex character or 0X', () => {
    const nonHex = fc.constantFrom('g', 'x', 'z', 'G', ' ', ':', 'é', '０');
    const length = fc.constantFrom(39, 41).chain((n) => hex(n));
    fc.assert(
      fc.property(hex(40), length, fc.nat(), nonHex, (body, wrongLength, at, char) => {
        return (
          isEvmAddress(body) &&
          isEvmAddress(`0x${body}`) &&
          !isEvmAddress(wrongLength) &&
          !isEvmAddress(`0x${wrongLength}`) &&
          !isEvmAddress(`0x${replaceAt(body, at, char)}`) &&
          !isEvmAddress(`0X${body}`)
        );
      }),
      runs,
    );
  });
});

describe('normalizeEvmAddress', () => {
  it('checksums with or without the prefix', () => {
    const expected = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
    for (const input of ['0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', 'AB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB', '0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb']) {
      expect(normalizeEvmAddress(input)).toBe(expected);
    }
  });

  it(`throws '${INVALID_ADDRESS}' otherwise`, () => {
    for (const bad of ['', '0x', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcd', 'vitalik.eth', null, 1n, {}, new String('0x0')]) {
      const result = outcome(() => normalizeEvmAddress(bad as string));
      expect('error' in result && result.error).toBeInstanceOf(ValidationError);
      expect('error' in result && (result.error as ValidationError).message).toBe(INVALID_ADDRESS);
    }
  });

  it("equals viem's getAddress on 0x-prefixed input, and fails exactly when it fails", () => {
    fc.assert(
      fc.property(fc.oneof(hex(40), addressLike, fc.string()), (body) => {
        const value = `0x${body}`;
        const ours = outcome(() => normalizeEvmAddress(value));
        const viems = outcome(() => getAddress(value));
        if ('value' in ours) return 'value' in viems && ours.value === viems.value;
        return 'error' in viems && ours.error instanceof ValidationError && ours.error.message === INVALID_ADDRESS;
      }),
      runs,
    );
  });

  it('treats a missing prefix as present, is idempotent and only changes letter case', () => {
    fc.assert(
      fc.property(fc.boolean(), hex(40), (prefixed, body) => {
        const once = normalizeEvmAddress(prefixed ? `0x${body}` : body);
        return once === getAddress(`0x${body}`) && normalizeEvmAddress(once) === once && once.toLowerCase() === `0x${body.toLowerCase()}`;
      }),
      runs,
    );
  });
});

describe('isSolanaAddress', () => {
  it('accepts real addresses and rejects other shapes', () => {
    for (const good of ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'So11111111111111111111111111111111111111112', '1'.repeat(32)]) {
      expect(isSolanaAddress(good), good).toBe(true);
    }
    for (const bad of [
      '', '1'.repeat(31), '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKvX', '0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'OS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'IS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'lS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', ' 7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      null, undefined, 1, {}, [], new String('1'.repeat(32)),
    ]) {
      expect(isSolanaAddress(bad), String(bad)).toBe(false);
    }
  });

  it('accepts every 32..44-character base58 string and rejects 31, 45 or one excluded character (0, O, I, l)', () => {
    const wrongLength = fc.oneof(chars(BASE58, 1, 31), chars(BASE58, 45, 60));
    const excluded = fc.constantFrom('0', 'O', 'I', 'l', '+', '/', '=', ' ', 'é');
    fc.assert(
      fc.property(chars(BASE58, 32, 44), wrongLength, fc.nat(), excluded, (valid, tooShortOrLong, at, char) => {
        return isSolanaAddress(valid) && !isSolanaAddress(tooShortOrLong) && !isSolanaAddress(replaceAt(valid, at, char));
      }),
      runs,
    );
  });

  it('matches the base58 rule on arbitrary strings', () => {
    const mixed = chars([...BASE58, '0', 'O', 'I', 'l'], 28, 48);
    fc.assert(
      fc.property(fc.oneof(mixed, fc.string()), (value) => {
        const expected = value.length >= 32 && value.length <= 44 && [...value].every((char) => BASE58.includes(char));
        return isSolanaAddress(value) === expected;
      }),
      runs,
    );
  });
});

describe('isAddressForNamespace', () => {
  it('recognises real addresses of each namespace', () => {
    const real: [string, string][] = [
      ['eip155', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
      ['solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      ['bip122', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['bip122', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ'],
      ['bip122', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
      ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
      ['polkadot', 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
      ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'],
      ['cosmos', 'osmo1clpqr4nrk4khgkxj78fcwwh6dl3uw4epasmvnj'],
    ];
    for (const [ns, address] of real) expect(isAddressForNamespace(ns, address), `${ns} ${address}`).toBe(true);
  });

  it('rejects addresses of the wrong namespace and malformed ones', () => {
    const wrong: [unknown, unknown][] = [
      ['eip155', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      ['solana', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
      ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5MDQ'],
      ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb'],
      ['bip122', '0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['cosmos', 'Cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'],
      ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd0b'],
      ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp0'],
      ['near', 'alice.near'],
      ['eip155', null],
      [null, '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
    ];
    for (const [ns, address] of wrong) expect(isAddressForNamespace(ns, address), `${String(ns)} ${String(address)}`).toBe(false);
  });

  it('agrees with isEvmAddress and isSolanaAddress, and is false for unknown namespaces', () => {
    const mixed = chars([...BASE58, ...BECH32, '0', 'O', 'I', 'l', 'x', ':', '1'], 0, 70);
    const unknown = fc.string().filter((ns) => !(CHAIN_NAMESPACES as readonly string[]).includes(ns));
    fc.assert(
      fc.property(fc.oneof(mixed, addressLike, fc.string()), unknown, (value, ns) => {
        return (
          isAddressForNamespace('eip155', value) === isEvmAddress(value) &&
          isAddressForNamespace('solana', value) === isSolanaAddress(value) &&
          !isAddressForNamespace(ns, value)
        );
      }),
      runs,
    );
  });

  it('accepts generated bip122 addresses and well-shaped polkadot and cosmos ones, and rejects near misses', () => {
    const valid = fc.oneof(
      bitcoinAddress.map((address) => ['bip122', address] as const),
      chars(BASE58, 47, 49).map((address) => ['polkadot', address] as const),
      fc
        .tuple(fc.constantFrom('cosmos', 'osmo', 'juno', 'celestia'), fc.constantFrom(38, 58))
        .chain(([hrp, length]) => chars(BECH32, length, length).map((data) => ['cosmos', `${hrp}1${data}`] as const)),
    );
    const nearMiss = fc.oneof(
      chars(BECH32, 38, 38).map((data) => ['cosmos', `cosmos1${data.slice(1)}b`] as const),
      chars(BECH32, 38, 38).map((data) => ['cosmos', `Cosmos1${data}`] as const),
      chars(BECH32, 20, 40).map((data) => ['bip122', `bc1${data}O`] as const),
      chars(BECH32, 20, 40).map((data) => ['bip122', `Bc1${data}`] as const),
      chars(BASE58, 25, 34).map((rest) => ['bip122', `4${rest}`] as const),
      chars(BASE58, 47, 49).map((address) => ['polkadot', `${address.slice(1)}0`] as const),
      chars(BASE58, 50, 60).map((address) => ['polkadot', address] as const),
    );
    fc.assert(fc.property(valid, nearMiss, ([ns, good], [otherNs, bad]) => isAddressForNamespace(ns, good) && !isAddressForNamespace(otherNs, bad)), runs);
  });
});

describe('isValidAccountName', () => {
  const ALLOWED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'.split('');

  it('accepts ASCII letters, digits and hyphens, four or more', () => {
    for (const good of ['alice', 'Bob1', 'my-wallet-2', '----', '0000', 'abcd']) expect(isValidAccountName(good), good).toBe(true);
    for (const bad of ['abc', '', 'ali ce', 'alice.eth', 'al_ice', 'jürgen', 'ＡＢＣＤ', 'abcd\n', 'abc٣', null, 1234, ['abcd'], new String('abcd')]) {
      expect(isValidAccountName(bad), String(bad)).toBe(false);
    }
  });

  it('accepts every generated name and rejects too-short ones or one foreign character', () => {
    const foreign = fc.constantFrom('_', '.', ' ', '@', 'é', 'ß', 'ı', 'Ａ', '٣', '\u0000', '\u212A');
    fc.assert(
      fc.property(chars(ALLOWED, 4, 64), chars(ALLOWED, 0, 3), fc.nat(), foreign, (name, short, at, char) => {
        return isValidAccountName(name) && !isValidAccountName(short) && !isValidAccountName(replaceAt(name, at, char));
      }),
      runs,
    );
  });

  it('matches the rule on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), chars(ALLOWED, 0, 8)), (value) => {
        return isValidAccountName(value) === (value.length >= 4 && [...value].every((char) => ALLOWED.includes(char)));
      }),
      runs,
    );
  });
});
