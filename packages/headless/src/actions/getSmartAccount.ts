import type { ConnectConfig } from '../core/index.js';
import type { EmbeddedAccountType } from './switchAccountType.js';
import { getAuthConnector } from './getAuthConnector.js';

/** The embedded wallet's EVM accounts as the Account view shows them. */
export interface SmartAccountState {
  /** The account type in use, or undefined when nobody is logged in to the embedded wallet. */
  readonly accountType: EmbeddedAccountType | undefined;
  /** The address in use. */
  readonly address: string | undefined;
  /** Every EVM account of the user with its type (the smart account only on networks that have one). */
  readonly accounts: readonly { readonly address: string; readonly type: EmbeddedAccountType }[];
  /** Whether the smart account's code is on the chain (it deploys with its first transaction). */
  readonly smartAccountDeployed: boolean | undefined;
  /** Whether the user has a smart account on the current network (and so can switch). */
  readonly hasSmartAccount: boolean;
}

const EMPTY: SmartAccountState = Object.freeze({ accountType: undefined, address: undefined, accounts: [], smartAccountDeployed: undefined, hasSmartAccount: false });
const cache = new WeakMap<object, SmartAccountState>();

/**
 * The embedded wallet's EVM accounts: the type in use, its address, all accounts with their types and whether the
 * smart account is deployed; read from the frame's user (the same object while it is unchanged). An empty state
 * without an auth connector or a user.
 */
export function getSmartAccount(config: ConnectConfig): SmartAccountState {
  const user = getAuthConnector(config)?.getState().user;
  if (!user) return EMPTY;
  const known = cache.get(user);
  if (known) return known;
  const accounts = user.accounts ?? [{ address: user.evmAddress, type: 'eoa' as const }];
  const state: SmartAccountState = {
    accountType: user.preferredAccountType ?? accounts.find((account) => account.address === user.evmAddress)?.type ?? 'eoa',
    address: user.evmAddress,
    accounts,
    smartAccountDeployed: user.smartAccountDeployed,
    hasSmartAccount: accounts.some((account) => account.type === 'smartAccount'),
  };
  cache.set(user, state);
  return state;
}
