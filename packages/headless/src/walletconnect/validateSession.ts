import * as z from 'zod/mini';
import { isAddressForNamespace, isCaipAddress, normalizeEvmAddress } from '../core/index.js';
import type { CaipAddress, CaipNetworkId } from '../core/index.js';
import type { SessionNamespaces } from './buildSessionNamespaces.js';
import { isWalletConnectNamespace } from './walletConnectMethods.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';
import { WalletConnectError } from './WalletConnectError.js';

/** One namespace of an approved session. */
export interface SessionNamespace {
  readonly accounts: readonly CaipAddress[];
  readonly chains: readonly CaipNetworkId[];
  readonly methods: readonly string[];
  readonly events: readonly string[];
}

/** The wallet at the other end of a session, as it describes itself (text only: never render it as HTML). */
export interface SessionPeer {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icons: readonly string[];
}

/** A session the wallet approved, checked against what the app asked for. */
export interface WalletConnectSession {
  readonly topic: string;
  /** Epoch seconds. */
  readonly expiry: number;
  readonly peer: SessionPeer;
  readonly namespaces: Readonly<Partial<Record<WalletConnectNamespace, SessionNamespace>>>;
}

const text = (max: number) => z.string().check(z.maxLength(max));
const list = (max: number, length = 256) => z.array(text(length)).check(z.maxLength(max));

const sessionSchema = z.looseObject({
  topic: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  expiry: z.int().check(z.positive()),
  namespaces: z.record(
    text(64),
    z.looseObject({
      accounts: list(256),
      methods: list(256, 128),
      events: list(64, 128),
      chains: z.optional(list(256, 128)),
    }),
  ),
  peer: z.looseObject({
    metadata: z.looseObject({
      name: text(256),
      description: z.optional(text(2048)),
      url: text(2048),
      icons: z.optional(list(16, 4096)),
    }),
  }),
});

function invalid(reason: string): WalletConnectError {
  return new WalletConnectError('WC_INVALID_SESSION', `The wallet answered with a session this app cannot use: ${reason}`);
}

/**
 * Checks a session the wallet approved (or a stored one) against the namespaces the app asked for: known
 * namespaces only, CAIP-10 accounts whose addresses fit their namespace, requested chains only, and at least
 * one account. Throws WalletConnectError('WC_INVALID_SESSION') naming the first problem.
 */
export function validateSession(raw: unknown, requested: SessionNamespaces): WalletConnectSession {
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success) throw invalid('it is malformed');
  const { topic, expiry, peer } = parsed.data;

  const namespaces: Partial<Record<WalletConnectNamespace, { accounts: CaipAddress[]; chains: CaipNetworkId[]; methods: string[]; events: string[] }>> = {};
  for (const [key, value] of Object.entries(parsed.data.namespaces)) {
    // A namespace key may name one chain ("eip155:1") instead of the whole namespace.
    const [name, reference] = key.split(':');
    if (!isWalletConnectNamespace(name) || !requested[name]) throw invalid(`namespace "${key}" was not requested`);
    const asked = requested[name];
    const entry = (namespaces[name] ??= { accounts: [], chains: [], methods: [], events: [] });
    const addChain = (chain: string) => {
      if (!asked.chains.includes(chain as CaipNetworkId)) throw invalid(`chain "${chain}" was not requested`);
      if (!entry.chains.includes(chain as CaipNetworkId)) entry.chains.push(chain as CaipNetworkId);
    };
    if (reference !== undefined) addChain(key);
    for (const chain of value.chains ?? []) addChain(chain);
    for (const account of value.accounts) {
      if (!isCaipAddress(account)) throw invalid(`account "${account}" is not a CAIP-10 address`);
      const [accountNamespace, accountReference, address] = account.split(':') as [string, string, string];
      if (accountNamespace !== name || !isAddressForNamespace(name, address)) {
        throw invalid(`account "${account}" is not a ${name} account`);
      }
      addChain(`${accountNamespace}:${accountReference}`);
      const normalized = (name === 'eip155' ? `${name}:${accountReference}:${normalizeEvmAddress(address)}` : account) as CaipAddress;
      if (!entry.accounts.includes(normalized)) entry.accounts.push(normalized);
    }
    for (const method of value.methods) if (!entry.methods.includes(method)) entry.methods.push(method);
    for (const event of value.events) if (!entry.events.includes(event)) entry.events.push(event);
  }
  if (!Object.values(namespaces).some((entry) => entry.accounts.length > 0)) throw invalid('it holds no account');
  return {
    topic,
    expiry,
    peer: {
      name: peer.metadata.name,
      description: peer.metadata.description ?? '',
      url: peer.metadata.url,
      icons: peer.metadata.icons ?? [],
    },
    namespaces,
  };
}
