import { atom } from 'jotai/vanilla';
import type { ConnectorType } from '../adapters/types.js';
import type { AccountType } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';

/** Status of a namespace's connection record; a namespace with no record is disconnected. */
export type ConnectionRecordStatus = 'connecting' | 'connected';

/**
 * The one source of truth for a namespace's connection: which connector, which chain, which accounts.
 * Connection status, connected namespaces and the connected wallet are all derived from these records.
 */
export interface ConnectionRecord {
  readonly connectorId: string;
  readonly connectorType: ConnectorType;
  /** The chain reference within the namespace (`1`, `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, ...). */
  readonly chainId: string;
  /** The wallet's accounts, the selected one first. */
  readonly accounts: readonly { readonly address: string; readonly type: AccountType }[];
  readonly status: ConnectionRecordStatus;
  /** The wallet's name, so a restored connection names its wallet before discovery finds it again. */
  readonly walletName?: string;
}

/** Connection records by namespace. */
export type ConnectionRecords = Readonly<Partial<Record<ChainNamespace, ConnectionRecord>>>;

/** The connection records of a config (values live in the config's store). */
export const connectionRecordsAtom = atom<ConnectionRecords>({});

/** The namespaces whose record is connected, in a stable order. */
export function connectedNamespacesOf(records: ConnectionRecords): ChainNamespace[] {
  return (Object.keys(records) as ChainNamespace[]).filter((namespace) => records[namespace]?.status === 'connected').sort();
}

/** The overall status: connected when any namespace is, connecting when any is on its way, else disconnected. */
export function connectionStatusOf(records: ConnectionRecords): 'connected' | 'connecting' | 'disconnected' {
  const statuses = Object.values(records).map((record) => record?.status);
  if (statuses.includes('connected')) return 'connected';
  if (statuses.includes('connecting')) return 'connecting';
  return 'disconnected';
}
