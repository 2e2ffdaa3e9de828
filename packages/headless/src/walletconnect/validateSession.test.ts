import { describe, expect, it } from 'vitest';
import { defineNetwork, solana } from '../core/index.js';
import { buildSessionNamespaces } from './buildSessionNamespaces.js';
import { validateSession } from './validateSession.js';

const devnet = defineNetwork({
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
const requested = buildSessionNamespaces([devnet, solana]);
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

function session(namespaces: unknown, extra: Record<string, unknown> = {}) {
  return {
    topic: 'c'.repeat(64),
    expiry: 1_900_000_000,
    acknowledged: true,
    namespaces,
    peer: { publicKey: 'd'.repeat(64), metadata: { name: 'Wallet', description: 'A wallet', url: 'https://wallet.example', icons: [] } },
    ...extra,
  };
}

describe('validateSession', () => {
  it('accepts a session within the request, normalising EVM addresses and collecting chains', () => {
    const valid = validateSession(
      session({
        eip155: { accounts: [`eip155:31337:${EVM.toLowerCase()}`], methods: ['personal_sign'], events: ['chainChanged'] },
        [solana.caipNetworkId]: { accounts: [`${solana.caipNetworkId}:${SOL}`], methods: ['solana_signMessage'], events: [] },
      }),
      requested,
    );
    expect(valid).toEqual({
      topic: 'c'.repeat(64),
      expiry: 1_900_000_000,
      peer: { name: 'Wallet', description: 'A wallet', url: 'https://wallet.example', icons: [] },
      namespaces: {
        eip155: { accounts: [`eip155:31337:${EVM}`], chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
        solana: { accounts: [`${solana.caipNetworkId}:${SOL}`], chains: [solana.caipNetworkId], methods: ['solana_signMessage'], events: [] },
      },
    });
  });

  const hostile: [string, unknown, RegExp][] = [
    ['not an object', 'session', /malformed/],
    ['no topic', { ...session({}), topic: undefined }, /malformed/],
    ['accounts not a list', session({ eip155: { accounts: 'x', methods: [], events: [] } }), /malformed/],
    ['an oversized peer name', session({}, { peer: { metadata: { name: 'x'.repeat(300), url: '', icons: [] } } }), /malformed/],
    ['a namespace not requested', session({ cosmos: { accounts: ['cosmos:hub:cosmos1abc'], methods: [], events: [] } }), /namespace "cosmos" was not requested/],
    ['an unknown namespace', session({ tron: { accounts: [], methods: [], events: [] } }), /namespace "tron" was not requested/],
    ['an account that is not CAIP-10', session({ eip155: { accounts: ['0xabc'], methods: [], events: [] } }), /account "0xabc" is not a CAIP-10 address/],
    ['an account of another namespace', session({ eip155: { accounts: [`${solana.caipNetworkId}:${SOL}`], methods: [], events: [] } }), /is not a eip155 account/],
    ['an address that does not fit', session({ eip155: { accounts: ['eip155:31337:0x1234'], methods: [], events: [] } }), /is not a eip155 account/],
    ['an account on a chain not requested', session({ eip155: { accounts: [`eip155:1:${EVM}`], methods: [], events: [] } }), /chain "eip155:1" was not requested/],
    ['a chain list with a chain not requested', session({ eip155: { accounts: [`eip155:31337:${EVM}`], chains: ['eip155:10'], methods: [], events: [] } }), /chain "eip155:10" was not requested/],
    ['a chain-scoped key not requested', session({ 'eip155:5': { accounts: [`eip155:5:${EVM}`], methods: [], events: [] } }), /chain "eip155:5" was not requested/],
    ['no account at all', session({ eip155: { accounts: [], methods: ['personal_sign'], events: [] } }), /holds no account/],
  ];

  it.each(hostile)('refuses %s with a clear error', (_name, raw, message) => {
    expect(() => validateSession(raw, requested)).toThrow(expect.objectContaining({ name: 'WalletConnectError', code: 'WC_INVALID_SESSION', message: expect.stringMatching(message) }));
  });

  it('never lets prototype keys through', () => {
    const raw = JSON.parse(`{"topic":"${'c'.repeat(64)}","expiry":1,"peer":{"metadata":{"name":"w","url":"u"}},"namespaces":{"__proto__":{"accounts":[],"methods":[],"events":[]}}}`) as unknown;
    expect(() => validateSession(raw, requested)).toThrow(expect.objectContaining({ code: 'WC_INVALID_SESSION' }));
    expect(({} as Record<string, unknown>).accounts).toBeUndefined();
  });
});
