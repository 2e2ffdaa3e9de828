/** CAIP-122 sign-in messages for Solana and Bitcoin: written, read back, and refused when the account is not theirs. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { NETWORK, TEST_NETWORK, p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiwxMessageFields } from '../types.js';
import { SiwxMessageError, formatSiwxMessage, namespaceOfChainId, parseSiwxMessage } from './index.js';
import { DEFAULT_FUZZ_SEED, authority, dateTime, uri } from './testing/siweArbitraries.js';

const FUZZ_SEED = Number(process.env.SIWX_FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' };

const solanaKey = ed25519.keygen(new Uint8Array(32).fill(1));
const solanaAddress = base58.encode(solanaKey.publicKey);
const bitcoinKey = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true);
const EVM_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

const base = {
  domain: 'app.example.com',
  statement: 'Sign in to the example app',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'n0nce4Sign1n',
  issuedAt: '2025-01-02T03:04:05.678Z',
} as const;

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError);
    return (error as SiwxMessageError).reason;
  }
  return 'accepted';
}

describe('Solana sign-in messages (CAIP-122)', () => {
  const fields: SiwxMessageFields = {
    ...base,
    address: solanaAddress,
    chainId: SOLANA_MAINNET,
    expirationTime: '2025-01-02T03:14:05.678Z',
    resources: ['https://app.example.com/terms'],
  };

  it('writes the CAIP-122 text with the chain reference on the Chain ID line and reads it back', () => {
    const text = formatSiwxMessage(fields);
    expect(text).toBe(
      [
        'app.example.com wants you to sign in with your Solana account:',
        solanaAddress,
        '',
        'Sign in to the example app',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: n0nce4Sign1n',
        'Issued At: 2025-01-02T03:04:05.678Z',
        'Expiration Time: 2025-01-02T03:14:05.678Z',
        'Resources:',
        '- https://app.example.com/terms',
      ].join('\n'),
    );
    expect(parseSiwxMessage(text)).toStrictEqual(fields);
  });

  it('refuses an EVM address in a Solana message, whether formatted or parsed', () => {
    expect(reasonOf(() => formatSiwxMessage({ ...fields, address: EVM_ADDRESS }))).toBe('invalid-address');
    const text = formatSiwxMessage(fields).replace(solanaAddress, EVM_ADDRESS);
    expect(() => parseSiwxMessage(text)).toThrow(/line 2: "0xC02a.*" is not a Solana address/);
  });

  it('refuses a Solana address in an Ethereum message, and a Solana message with an EVM chain id', () => {
    expect(reasonOf(() => formatSiwxMessage({ ...fields, chainId: 'eip155:1' }))).toBe('invalid-address');
    const text = formatSiwxMessage(fields);
    expect(reasonOf(() => parseSiwxMessage(text.replace('Solana account', 'Ethereum account')))).toBe('invalid-chain-id');
    expect(reasonOf(() => parseSiwxMessage(text.replace('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Chain ID: 1')))).toBe(
      'invalid-chain-id',
    );
  });

  it('refuses base58 that is not 32 bytes, and chain references that are not CAIP-30', () => {
    const short = base58.encode(solanaKey.publicKey.slice(0, 31));
    const long = base58.encode(new Uint8Array([...solanaKey.publicKey, 1]));
    expect(reasonOf(() => formatSiwxMessage({ ...fields, address: short }))).toBe('invalid-address');
    expect(reasonOf(() => formatSiwxMessage({ ...fields, address: long }))).toBe('invalid-address');
    expect(reasonOf(() => formatSiwxMessage({ ...fields, address: `${solanaAddress.slice(0, -1)}0` }))).toBe('invalid-address');
    // Wallet Standard names such as solana:mainnet are not CAIP-2 chain ids.
    expect(reasonOf(() => formatSiwxMessage({ ...fields, chainId: 'solana:mainnet' }))).toBe('invalid-chain-id');
  });

  it('keeps the devnet reference and a message without statement or optional fields', () => {
    const minimal: SiwxMessageFields = { ...base, statement: undefined, address: solanaAddress, chainId: SOLANA_DEVNET };
    const text = formatSiwxMessage(minimal);
    expect(text).toContain(`${solanaAddress}\n\n\nURI: `);
    expect(text).toContain('\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n');
    const { statement: _absent, ...expected } = minimal;
    expect(parseSiwxMessage(text)).toStrictEqual(expected);
  });

  it('reads Sign In With Solana text without a statement, as wallets write it (one empty line before the fields)', () => {
    const { statement: _absent, ...minimal } = { ...base, address: solanaAddress, chainId: SOLANA_DEVNET };
    const walletText = formatSiwxMessage(minimal).replace(`${solanaAddress}\n\n\nURI: `, `${solanaAddress}\n\nURI: `);
    expect(walletText.split('\n').slice(1, 4)).toEqual([solanaAddress, '', `URI: ${base.uri}`]);
    expect(parseSiwxMessage(walletText)).toStrictEqual(minimal);
    // The layout is Solana's: an Ethereum message keeps the EIP-4361 grammar's two empty lines.
    const evm = formatSiwxMessage({ ...base, statement: undefined, address: EVM_ADDRESS, chainId: 'eip155:1' } as SiwxMessageFields);
    expect(reasonOf(() => parseSiwxMessage(evm.replace(`${EVM_ADDRESS}\n\n\nURI: `, `${EVM_ADDRESS}\n\nURI: `)))).not.toBe('accepted');
  });
});

describe('Bitcoin sign-in messages (CAIP-122)', () => {
  const addresses = {
    p2wpkh: p2wpkh(bitcoinKey, NETWORK).address ?? '',
    p2tr: p2tr(bitcoinKey.slice(1), undefined, NETWORK).address ?? '',
    p2pkh: p2pkh(bitcoinKey, NETWORK).address ?? '',
    p2sh: p2sh(p2wpkh(bitcoinKey, NETWORK), NETWORK).address ?? '',
  };

  it.each(Object.entries(addresses))('writes and reads a mainnet %s address', (_kind, address) => {
    const fields: SiwxMessageFields = { ...base, address, chainId: BITCOIN_MAINNET, requestId: 'req-1' };
    const text = formatSiwxMessage(fields);
    expect(text.split('\n').slice(0, 2)).toEqual(['app.example.com wants you to sign in with your Bitcoin account:', address]);
    expect(text).toContain('\nChain ID: 000000000019d6689c085ae165831e93\n');
    expect(parseSiwxMessage(text)).toStrictEqual(fields);
  });

  it('takes the address of the network the chain id names, and no other', () => {
    const testnet = p2wpkh(bitcoinKey, TEST_NETWORK).address ?? '';
    const regtest = p2wpkh(bitcoinKey, REGTEST).address ?? '';
    const legacyTest = p2pkh(bitcoinKey, TEST_NETWORK).address ?? '';
    expect(parseSiwxMessage(formatSiwxMessage({ ...base, address: testnet, chainId: BITCOIN_TESTNET })).address).toBe(testnet);
    expect(parseSiwxMessage(formatSiwxMessage({ ...base, address: regtest, chainId: BITCOIN_REGTEST })).address).toBe(regtest);
    expect(parseSiwxMessage(formatSiwxMessage({ ...base, address: legacyTest, chainId: BITCOIN_TESTNET })).address).toBe(legacyTest);
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: addresses.p2wpkh, chainId: BITCOIN_TESTNET }))).toBe('invalid-address');
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: testnet, chainId: BITCOIN_MAINNET }))).toBe('invalid-address');
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: regtest, chainId: BITCOIN_TESTNET }))).toBe('invalid-address');
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: addresses.p2pkh, chainId: BITCOIN_REGTEST }))).toBe('invalid-address');
  });

  it('refuses what is not a Bitcoin address: EVM and Solana accounts, broken checksums, mixed case, wrong encodings', () => {
    const { p2wpkh: segwit } = addresses;
    const flipped = segwit.slice(0, -1) + (segwit.endsWith('q') ? 'p' : 'q');
    // A version-0 program written with bech32m (BIP-350 wants bech32 for version 0).
    const v0AsBech32m = bech32m.encode('bc', [0, ...bech32m.toWords(new Uint8Array(20).fill(9))]);
    for (const address of [EVM_ADDRESS, solanaAddress, flipped, segwit.toUpperCase().replace('BC1Q', 'bc1Q'), v0AsBech32m, '', 'bc1']) {
      expect(reasonOf(() => formatSiwxMessage({ ...base, address, chainId: BITCOIN_MAINNET })), address).toBe('invalid-address');
    }
    // An upper-case bech32 address is the same address (BIP-173).
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: segwit.toUpperCase(), chainId: BITCOIN_MAINNET }))).toBe('accepted');
    const text = formatSiwxMessage({ ...base, address: segwit, chainId: BITCOIN_MAINNET });
    expect(reasonOf(() => parseSiwxMessage(text.replace(segwit, EVM_ADDRESS)))).toBe('invalid-address');
  });

  it('refuses a bip122 chain that is no Bitcoin network it knows', () => {
    const litecoin = 'bip122:12a765e31ffd4059bada1e25190f6e98';
    expect(namespaceOfChainId(litecoin)).toBe('bip122');
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: addresses.p2wpkh, chainId: litecoin }))).toBe('unsupported-chain');
    expect(reasonOf(() => formatSiwxMessage({ ...base, address: addresses.p2wpkh, chainId: 'bip122:000000000019D6689C085AE165831E93' }))).toBe(
      'invalid-chain-id',
    );
  });
});

describe('generated Solana and Bitcoin messages', () => {
  const common = fc.record({
    domain: authority,
    uri,
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,16}$/),
    issuedAt: dateTime,
    statement: fc.option(fc.stringMatching(/^[A-Za-z0-9 .,:/-]{0,40}$/), { nil: undefined, freq: 2 }),
    resources: fc.option(fc.array(uri, { maxLength: 2 }), { nil: undefined, freq: 2 }),
  });
  const solana = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((key) => ({ address: base58.encode(key), chainId: SOLANA_DEVNET }));
  // Testnet addresses of every encoding: P2WPKH (bech32, 20 bytes), P2TR (bech32m, 32 bytes), P2PKH (Base58Check).
  const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length });
  const bitcoin = fc
    .oneof(
      bytes(20).map((hash) => bech32.encode('tb', [0, ...bech32.toWords(hash)])),
      bytes(32).map((key) => bech32m.encode('tb', [1, ...bech32m.toWords(key)])),
      bytes(20).map((hash) => createBase58check(sha256).encode(new Uint8Array([TEST_NETWORK.pubKeyHash, ...hash]))),
    )
    .map((address) => ({ address, chainId: BITCOIN_TESTNET }));

  it('read back exactly as they were written', () => {
    fc.assert(
      fc.property(common, fc.oneof(solana, bitcoin), (shared, account) => {
        const fields = Object.fromEntries(
          Object.entries({ ...shared, ...account, version: '1' }).filter(([, value]) => value !== undefined),
        ) as unknown as SiwxMessageFields;
        expect(parseSiwxMessage(formatSiwxMessage(fields))).toStrictEqual(fields);
      }),
      { seed: FUZZ_SEED, numRuns: 500 },
    );
  });
});
