import type { PublicClient } from 'viem';
import type { DevChain } from '../chain/startChain.js';
import type { ChainIndexer } from './createChainIndexer.js';
import type { FaultInjector } from './createFaultInjector.js';
import type { NameRegistry } from './createNameRegistry.js';
import type { DirectoryWallet } from './generateWalletFixtures.js';
import type { OnrampDesk } from './onrampDesk.js';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';

/** One devnet chain as the API serves it. */
export interface DevnetChainHandle {
  readonly devChain: DevChain;
  /** CAIP-2 id, such as `eip155:31337`. */
  readonly caipNetworkId: string;
  readonly client: PublicClient;
  readonly indexer: ChainIndexer;
}

/** A request as logged for tests. */
export interface RequestLogEntry {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/** A smart session of an account, as `GET /v1/sessions/{address}` lists it. */
export interface SmartSession {
  readonly pci: string;
  readonly [field: string]: unknown;
}

/** Fixture switches that tests flip under `/__devnet/`. */
export interface DevnetSwitches {
  /** Append the hostile directory entry (see `hostileWallet`) to the first page of every `/getWallets` answer. */
  hostileWallet: boolean;
}

/** Kinds of locally generated images. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

/** Everything the route handlers share. */
export interface DevnetApiState {
  readonly chains: readonly DevnetChainHandle[];
  /** The devnet Solana engine, when the API serves one (onramp purchases of SOL are delivered there). */
  readonly solana: SolanaEngine | undefined;
  /** The stand-in onramp provider: link signing key, treasuries and purchases. */
  readonly onramp: OnrampDesk;
  /** Root URL under which this API is reachable, for image and onramp links. */
  readonly publicBaseUrl: string;
  readonly names: NameRegistry;
  readonly wallets: readonly DirectoryWallet[];
  /** Recorded `POST /e` bodies, oldest first. */
  readonly analyticsEvents: unknown[];
  readonly faults: FaultInjector;
  readonly switches: DevnetSwitches;
  readonly requests: RequestLogEntry[];
  /** Smart sessions by lower-case account address. */
  readonly sessions: Map<string, SmartSession[]>;
  readonly allowedOrigins: readonly string[];
  readonly analyticsEnabled: boolean;
  /** The chain of a CAIP-2 id; undefined for a network the devnet does not run. */
  chainFor(caipNetworkId: string): DevnetChainHandle | undefined;
  /** URL of a locally generated image. */
  imageUrl(kind: ImageKind, id: string): string;
  now(): number;
}
