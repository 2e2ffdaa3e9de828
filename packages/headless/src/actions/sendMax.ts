import { ConnectError, maxSendable } from '../core/index.js';
import type { CaipNetwork, ConnectConfig, SendToken } from '../core/index.js';

/** Gas of a plain native transfer to an account. */
export const NATIVE_TRANSFER_GAS = 21_000n;

/** Parameters of {@link getMaxSendable}. */
export interface GetMaxSendableParameters {
  /** The token Max is for: the native currency (no `address`) or a token with its `balance` known. */
  readonly token: SendToken;
  /** The sending address (the connected one). */
  readonly address: string;
  /** The network; the active one by default. */
  readonly network?: CaipNetwork | undefined;
}

/** What {@link getMaxSendable} resolves with: the amount Max fills in, and what is kept back for the network. */
export interface GetMaxSendableReturnType {
  /** Base units of the token. */
  readonly value: bigint;
  /** Base units of the native currency left for the fee (and, on Solana, the rent-exempt minimum). */
  readonly reserve: bigint;
}

/**
 * The most the address can send of a token. A token is sent whole (its fee is paid in the native currency). The
 * native currency of an EVM network leaves the fee of a plain transfer: 21,000 gas at the most a wallet pays per
 * gas now, twice the latest block's base fee plus the network's suggested priority fee, both read from the
 * network's RPC with the balance. Solana's native currency is for `getSolanaMaxSendable` of the solana entry.
 */
export async function getMaxSendable(config: ConnectConfig, parameters: GetMaxSendableParameters): Promise<GetMaxSendableReturnType> {
  const { token, address } = parameters;
  if (token.address) {
    if (token.balance === undefined) throw new ConnectError('BALANCE_UNKNOWN', `The ${token.symbol} balance is not known yet`);
    return { value: maxSendable({ kind: 'token', balance: token.balance }), reserve: 0n };
  }
  const network = parameters.network ?? config._internal.networks.getActiveNetwork();
  if (!network || network.chainNamespace !== 'eip155') throw new ConnectError('UNSUPPORTED_CHAIN', 'Unsupported chain');
  const reads = await import('./transactions/evmBalances.js');
  const [balance, maxFeePerGas] = await Promise.all([
    reads.readEvmBalance(config, network, address as `0x${string}`),
    reads.readMaxFeePerGas(config, network),
  ]);
  const value = maxSendable({ kind: 'evmNative', balance, gasLimit: NATIVE_TRANSFER_GAS, maxFeePerGas });
  return { value, reserve: NATIVE_TRANSFER_GAS * maxFeePerGas };
}
