import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from './ChainNamespace.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isEvmAddress } from './isEvmAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split('');
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.split('');
const chars = (alphabet: string[], min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
const mixed = chars([...BASE58, ...BECH32, '0', 'O', 'I', 'l', 'x', ':', '1'], 0, 70);

describe('isAddressForNamespace', () => {
  it('recognises real addresses of each namespace', () => {
    expect(isAddressForNamespace('eip155', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true);
    expect(isAddressForNamespace('solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true);
    expect(isAddressForNamespace('bip122', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isAddressForNamespace('bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isAddressForNamespace('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isAddressForNamespace('bip122', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(true);
    expect(isAddressForNamespace('bip122', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true);
    expect(isAddressForNamespace('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true);
    expect(isAddressForNamespace('polkadot', 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')).toBe(true);
    expect(isAddressForNamespace('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true);
    expect(isAddressForNamespace('cosmos', 'osmo1clpqr4nrk4khgkxj78fcwwh6dl3uw4epasmvnj')).toBe(true);
  });

  it('rejects addresses of the wrong namespace and malformed ones', () => {
    expect(isAddressForNamespace('eip155', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false);
    expect(isAddressForNamespace('solana', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false);
    expect(isAddressForNamespace('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5MDQ')).toBe(false);
    expect(isAddressForNamespace('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb')).toBe(false);
    expect(isAddressForNamespace('bip122', '0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isAddressForNamespace('cosmos', 'Cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(false);
    expect(isAddressForNamespace('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd0b')).toBe(false);
    expect(isAddressForNamespace('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp0')).toBe(false);
    expect(isAddressForNamespace('near', 'alice.near')).toBe(false);
    expect(isAddressForNamespace('eip155', null)).toBe(false);
    expect(isAddressForNamespace(null, '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false);
  });

  it('agrees with isEvmAddress and isSolanaAddress on their namespaces', () => {
    const hexish = chars('0123456789abcdefABCDEFx'.split(''), 38, 44);
    fc.assert(
      fc.property(fc.oneof(mixed, hexish, fc.string()), (value) => {
        return isAddressForNamespace('eip155', value) === isEvmAddress(value) && isAddressForNamespace('solana', value) === isSolanaAddress(value);
      }),
      runs,
    );
  });

  it('is false for every unknown namespace', () => {
    fc.assert(
      fc.property(fc.string().filter((ns) => !(CHAIN_NAMESPACES as readonly string[]).includes(ns)), mixed, (namespace, value) => {
        return !isAddressForNamespace(namespace, value);
      }),
      runs,
    );
  });

  it('accepts generated well-shaped addresses of bip122, polkadot and cosmos', () => {
    const valid = fc.oneof(
      fc.tuple(fc.constantFrom('1', '3', 'm', 'n', '2'), chars(BASE58, 25, 34)).map(([lead, rest]) => ['bip122', lead + rest] as const),
      fc.tuple(fc.constantFrom('bc', 'tb', 'bcrt'), chars(BECH32, 8, 60), fc.boolean()).map(([hrp, data, upper]) => {
        const address = `${hrp}1${data}`;
        return ['bip122', upper ? address.toUpperCase() : address] as const;
      }),
      chars(BASE58, 47, 49).map((address) => ['polkadot', address] as const),
      fc
        .tuple(fc.constantFrom('cosmos', 'osmo', 'juno', 'celestia'), fc.constantFrom(38, 58))
        .chain(([hrp, length]) => chars(BECH32, length, length).map((data) => ['cosmos', `${hrp}1${data}`] as const)),
    );
    fc.assert(fc.property(valid, ([namespace, address]) => isAddressForNamespace(namespace, address)), runs);
  });

  it('rejects near misses for bip122, polkadot and cosmos', () => {
    const nearMiss = fc.oneof(
      chars(BECH32, 38, 38).map((data) => ['cosmos', `cosmos1${data.slice(1)}b`] as const),
      chars(BECH32, 38, 38).map((data) => ['cosmos', `cosmos1${data.slice(1)}I`] as const),
      chars(BECH32, 20, 40).map((data) => ['bip122', `bc1${data}O`] as const),
      chars(BECH32, 20, 40).map((data) => ['bip122', `Bc1${data}`] as const),
      chars(BASE58, 25, 34).map((rest) => ['bip122', `4${rest}`] as const),
      chars(BASE58, 47, 49).map((address) => ['polkadot', `${address.slice(1)}0`] as const),
      chars(BASE58, 50, 60).map((address) => ['polkadot', address] as const),
    );
    fc.assert(fc.property(nearMiss, ([namespace, address]) => !isAddressForNamespace(namespace, address)), runs);
  });
});
