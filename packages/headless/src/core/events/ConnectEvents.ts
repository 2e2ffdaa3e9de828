import type { ChainNamespace } from '../validation/index.js';

/** Names of the track events the product emits. */
export type TrackEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SELECT_WALLET'
  | 'ERROR_FETCH_TRANSACTIONS'
  | (string & {});

/** A track event, as sent to analytics. */
export interface TrackEvent {
  readonly event: TrackEventName;
  readonly type?: 'track' | 'error';
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** Events of one config instance. */
export type ConnectEvents = {
  track: TrackEvent;
  'modal:close': { readonly transactionStackEmpty: boolean };
  'modal:open': { readonly connected: boolean };
  disconnect: { readonly namespace: ChainNamespace | undefined; readonly ok: boolean; readonly error?: unknown };
  error: { readonly error: unknown; readonly source: string };
  /** A namespace became connected (`restored`: on load or from another tab, without the visitor). */
  'connection:connected': { readonly namespace: ChainNamespace; readonly restored: boolean };
  /** A namespace's connection ended; `initiator` tells who ended it. */
  'connection:lost': { readonly namespace: ChainNamespace; readonly initiator: 'app' | 'wallet' | 'other-tab' };
  /** The wallet reported a network, with the network rule's verdict. */
  'network:wallet': { readonly namespace: ChainNamespace; readonly outcome: 'supported' | 'unsupported' | 'allowed' };
  /** The app switched a namespace's network. */
  'network:switched': { readonly namespace: ChainNamespace };
};
