import type { CaipNetwork } from '../core/index.js';
import type { ApprovalFlow } from './createApprovalFlow.js';
import type { FrameUser } from './protocol.js';

/** What changed in the embedded wallet's session, as its provider and wallet report it. */
export type AuthSessionChange =
  | { readonly kind: 'user'; readonly user: FrameUser | undefined }
  | { readonly kind: 'chain'; readonly namespace: 'eip155' | 'solana'; readonly network: CaipNetwork };

/** What the eip155 provider and the Solana wallet of the auth connector share. */
export interface AuthSession {
  /** The signed-in user, when known. */
  user(): FrameUser | undefined;
  /** The user without a prompt: the frame is asked only when this browser logged in before. */
  check(): Promise<FrameUser | undefined>;
  /** The user, or 4100 'Address or auth connector not found' when nobody is logged in. */
  requireUser(): Promise<FrameUser>;
  /** The namespace's current network (the app's active one until the wallet switches). */
  network(namespace: 'eip155' | 'solana'): CaipNetwork | undefined;
  /** The config's networks of a namespace. */
  networks(namespace: 'eip155' | 'solana'): readonly CaipNetwork[];
  /** Switches the frame's network (SWITCH_NETWORK) and reports the change. */
  switchNetwork(network: CaipNetwork): Promise<void>;
  /** An RPC_REQUEST on `chainId` (CAIP-2), answered with its `result`. */
  rpc(chainId: string, method: string, params: unknown): Promise<unknown>;
  readonly approvals: ApprovalFlow;
  /** Signs out (at most 3 s) and clears the login cache. */
  signOut(): Promise<void>;
  subscribe(listener: (change: AuthSessionChange) => void): () => void;
}
