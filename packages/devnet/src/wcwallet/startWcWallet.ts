import { randomUUID } from 'node:crypto';
import type { SessionTypes } from '@walletconnect/types';
import { createMemoryKeyValueStorage, parseWalletConnectUri } from '@connect-modal/headless/walletconnect';
import type { Address, Hex } from 'viem';
import type { z } from 'zod/mini';
import { ANVIL_PRIVATE_KEYS } from '../chain/accounts.js';
import { WALLET_METHODS, WalletRequestError, createWalletSigner } from './createWalletSigner.js';
import type { WalletChain } from './createWalletSigner.js';
import { proposalSchema, sessionRequestSchema } from './wcWalletSchemas.js';
import type { proposalNamespaceSchema } from './wcWalletSchemas.js';

/** Any 32-hex project id works on a local relay. */
export const DEVNET_PROJECT_ID = '0d0e0f0a0b0c0d0e0f0a0b0c0d0e0f0a';

/** Solana devnet, the chain the wallet's Solana account is offered on unless told otherwise. */
export const WC_WALLET_SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/** How the wallet describes itself to apps in the sessions it approves (every field optional). */
export interface WcWalletMetadata {
  readonly name?: string;
  readonly description?: string;
  readonly url?: string;
  readonly icons?: readonly string[];
}

/** Options of {@link startWcWallet}. */
export interface WcWalletOptions {
  relayUrl: string;
  /** EVM chains the wallet offers and sends transactions on. */
  chains: readonly WalletChain[];
  projectId?: string;
  /** The EVM account's key (default the second anvil account). */
  privateKey?: Hex;
  /** Seed of the Solana account (32 bytes); Solana chains are offered only with `solanaChains`. */
  solanaSeed?: Uint8Array;
  /** Solana chains the wallet offers when a proposal asks for them (default: Solana devnet). */
  solanaChains?: readonly string[];
  /** The wallet's name (default "Devnet WalletConnect Wallet"); `metadata.name` wins over it. */
  name?: string;
  /** The wallet's metadata; fields left out keep their defaults. */
  metadata?: WcWalletMetadata;
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug';
}

/** A request the wallet received, as the log keeps it. */
export interface WcWalletRequest {
  readonly method: string;
  readonly chainId: string;
  readonly params: unknown;
  readonly outcome: 'result' | 'error';
}

/** Namespaces a wallet approves a session with (any shape: tests use it to answer with a hostile session). */
export type ApprovalNamespaces = Record<string, { accounts: string[]; methods: string[]; events: string[]; chains?: string[] }>;

/** A WalletConnect wallet on the real sign client, driven from tests (or over HTTP by browser tests). */
export interface WcWallet {
  readonly address: Address;
  readonly solanaAddress: string;
  /** Every request received, oldest first. */
  readonly requests: readonly WcWalletRequest[];
  /** Pairs with a `wc:` URI; the session proposal that follows is answered as set up (approved by default). */
  pair(uri: string): Promise<void>;
  /** Resolves with the next session the wallet approves. */
  nextSession(): Promise<SessionTypes.Struct>;
  /** The live sessions. */
  sessions(): SessionTypes.Struct[];
  /** Refuses the next session request with `code` (default 4001, user rejected). */
  rejectNextRequest(code?: number, message?: string): void;
  /** Refuses the next session proposal (the user says no). */
  rejectNextProposal(): void;
  /** Answers the next proposal with these namespaces instead of the ones it would build. */
  approveNextWith(namespaces: ApprovalNamespaces): void;
  /** The metadata of the sessions approved from now on (fields left out keep their defaults). */
  setMetadata(metadata: WcWalletMetadata): void;
  /** Ends a session from the wallet's side (every session when no topic is given). */
  disconnect(topic?: string): Promise<void>;
  /** Emits a session event (accountsChanged, chainChanged) to the app. */
  emit(topic: string, chainId: string, name: string, data: unknown): Promise<void>;
  close(): Promise<void>;
}

type ProposalNamespace = z.output<typeof proposalNamespaceSchema>;

function mergeProposal(...lists: (Record<string, ProposalNamespace> | undefined)[]): Map<string, { chains: Set<string>; events: Set<string> }> {
  const merged = new Map<string, { chains: Set<string>; events: Set<string> }>();
  for (const list of lists) {
    for (const [key, value] of Object.entries(list ?? {})) {
      const [namespace = key] = key.split(':');
      const entry = merged.get(namespace) ?? { chains: new Set<string>(), events: new Set<string>() };
      if (key.includes(':')) entry.chains.add(key);
      for (const chain of value.chains ?? []) entry.chains.add(chain);
      for (const event of value.events) entry.events.add(event);
      merged.set(namespace, entry);
    }
  }
  return merged;
}

const DEFAULT_METADATA = { name: 'Devnet WalletConnect Wallet', description: 'Test wallet of the devnet', url: 'http://127.0.0.1', icons: [] };

function fullMetadata(metadata: WcWalletMetadata, name?: string) {
  return {
    name: metadata.name ?? name ?? DEFAULT_METADATA.name,
    description: metadata.description ?? DEFAULT_METADATA.description,
    url: metadata.url ?? DEFAULT_METADATA.url,
    icons: [...(metadata.icons ?? DEFAULT_METADATA.icons)],
  };
}

/**
 * Starts a wallet on the real sign client: it pairs from a URI, approves sessions for its EVM account on the
 * chains it knows (and its Solana account when asked), signs personal_sign and eth_signTypedData_v4 locally,
 * sends eth_sendTransaction through the chain's node, and answers requests at once (no queue delay).
 */
export async function startWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  const privateKey = options.privateKey ?? (ANVIL_PRIVATE_KEYS[1] as Hex);
  const signer = createWalletSigner(privateKey, options.solanaSeed ?? new Uint8Array(32).fill(7), options.chains);
  const solanaChains = options.solanaChains ?? [WC_WALLET_SOLANA_CHAIN];
  // Loaded here, not at import: everything that imports the devnet would otherwise load the sign client.
  const { SignClient } = await import('@walletconnect/sign-client');
  const client = await SignClient.init({
    projectId: options.projectId ?? DEVNET_PROJECT_ID,
    relayUrl: options.relayUrl,
    metadata: fullMetadata(options.metadata ?? {}, options.name),
    storage: createMemoryKeyValueStorage() as NonNullable<Parameters<typeof SignClient.init>[0]>['storage'],
    customStoragePrefix: `devnet-wallet-${randomUUID()}`,
    telemetryEnabled: false,
    logger: options.logLevel ?? 'error',
    signConfig: { disableRequestQueue: true },
  });
  // Offline, attesting the app's origin would call the hosted Verify service.
  Object.assign(client.core.verify, { register: async () => '', resolve: async () => undefined });

  const requests: WcWalletRequest[] = [];
  const rejections: { code: number; message: string }[] = [];
  const proposalAnswers: ({ kind: 'reject' } | { kind: 'namespaces'; namespaces: ApprovalNamespaces })[] = [];
  const sessionWaiters: ((session: SessionTypes.Struct) => void)[] = [];

  const buildNamespaces = (proposal: z.output<typeof proposalSchema>): ApprovalNamespaces | undefined => {
    const asked = mergeProposal(proposal.params.requiredNamespaces, proposal.params.optionalNamespaces);
    const namespaces: ApprovalNamespaces = {};
    const eip155 = asked.get('eip155');
    if (eip155) {
      const chains = [...eip155.chains].filter((chain) => options.chains.some((known) => `eip155:${known.chainId}` === chain));
      if (chains.length > 0) {
        namespaces.eip155 = {
          chains,
          accounts: chains.map((chain) => `${chain}:${signer.address}`),
          methods: [...WALLET_METHODS.eip155],
          events: [...eip155.events],
        };
      }
    }
    const solana = asked.get('solana');
    if (solana) {
      const chains = [...solana.chains].filter((chain) => solanaChains.includes(chain));
      if (chains.length > 0) {
        namespaces.solana = {
          chains,
          accounts: chains.map((chain) => `${chain}:${signer.solanaAddress}`),
          methods: [...WALLET_METHODS.solana],
          events: [...solana.events],
        };
      }
    }
    return Object.keys(namespaces).length > 0 ? namespaces : undefined;
  };

  client.on('session_proposal', (event) => {
    void (async () => {
      const proposal = proposalSchema.safeParse(event);
      if (!proposal.success) return;
      const answer = proposalAnswers.shift();
      const namespaces = answer?.kind === 'namespaces' ? answer.namespaces : answer ? undefined : buildNamespaces(proposal.data);
      if (!namespaces) {
        const reason = answer?.kind === 'reject' ? { code: 5000, message: 'User rejected.' } : { code: 5100, message: 'Unsupported chains.' };
        await client.reject({ id: proposal.data.id, reason });
        return;
      }
      const { acknowledged } = await client.approve({ id: proposal.data.id, namespaces });
      const session = await acknowledged();
      for (const wake of sessionWaiters.splice(0)) wake(session);
    })().catch(() => {
      // A proposal the wallet cannot answer is dropped; the app sees its pairing expire.
    });
  });

  client.on('session_request', (event) => {
    void (async () => {
      const parsed = sessionRequestSchema.safeParse(event);
      if (!parsed.success) return;
      const { id, topic, params } = parsed.data;
      const respond = (response: { result: unknown } | { error: { code: number; message: string } }, outcome: WcWalletRequest['outcome']) => {
        requests.push({ method: params.request.method, chainId: params.chainId, params: params.request.params, outcome });
        return client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } });
      };
      const rejection = rejections.shift();
      if (rejection) return respond({ error: rejection }, 'error');
      try {
        const result = await signer.handle(params.request.method, params.request.params, params.chainId);
        return respond({ result }, 'result');
      } catch (error) {
        const code = error instanceof WalletRequestError ? error.code : -32603;
        const message = error instanceof Error ? error.message : 'Internal error';
        return respond({ error: { code, message } }, 'error');
      }
    })().catch(() => {
      // The app times the request out if the answer cannot be published.
    });
  });

  return {
    address: signer.address,
    solanaAddress: signer.solanaAddress,
    requests,
    async pair(uri) {
      parseWalletConnectUri(uri);
      await client.pair({ uri });
    },
    nextSession: () => new Promise((resolve) => sessionWaiters.push(resolve)),
    sessions: () => client.session.getAll(),
    rejectNextRequest(code = 4001, message = 'User rejected the request.') {
      rejections.push({ code, message });
    },
    rejectNextProposal() {
      proposalAnswers.push({ kind: 'reject' });
    },
    approveNextWith(namespaces) {
      proposalAnswers.push({ kind: 'namespaces', namespaces });
    },
    setMetadata(metadata) {
      // The sign client puts its current metadata in every approval it sends (the field is read-only in its types only).
      Object.assign(client, { metadata: fullMetadata(metadata, options.name) });
    },
    async disconnect(topic) {
      const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic);
      for (const each of topics) await client.disconnect({ topic: each, reason: { code: 6000, message: 'User disconnected.' } });
    },
    async emit(topic, chainId, name, data) {
      await client.emit({ topic, chainId, event: { name, data } });
    },
    async close() {
      client.core.heartbeat.stop();
      await client.core.relayer.transportClose();
    },
  };
}
