import type { Address } from 'viem';
import { ConnectError, ErrorMessages, isEvmAddress } from '../../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import { TransactionMessages, chainNotConfigured } from '../../core/transactions/index.js';

/** The connected EVM account that signs and sends; a clear error when no EVM wallet is connected. */
export function requireEvmAccount(config: ConnectConfig): Address {
  const record = config._internal.records.get('eip155');
  const { address } = config._internal.accounts.get('eip155');
  if (record?.status !== 'connected' || !address || !isEvmAddress(address) || !address.startsWith('0x')) {
    throw new ConnectError('EVM_WALLET_NOT_CONNECTED', TransactionMessages.NO_EVM_WALLET);
  }
  return address as Address;
}

/** The config's EVM network with this chain id; a clear error for any other chain. */
export function evmNetworkOf(config: ConnectConfig, chainId: number): CaipNetwork {
  const network = config.options.networks.find((item) => item.chainNamespace === 'eip155' && Number(item.id) === chainId);
  if (!network) throw new ConnectError('NETWORK_NOT_FOUND', chainNotConfigured(chainId));
  return network;
}

/** The EVM network a read is for: the given chain id, else the active EVM network. */
export function evmReadNetwork(config: ConnectConfig, chainId: number | undefined): CaipNetwork {
  if (chainId !== undefined) return evmNetworkOf(config, chainId);
  const active = config._internal.networks.getActiveNetwork('eip155');
  if (!active || active.chainNamespace !== 'eip155') throw new ConnectError('CAIP_NETWORK_UNDEFINED', ErrorMessages.CAIP_NETWORK_UNDEFINED);
  return active;
}

/** The chain the wallet is on now, asked of the wallet itself (no prompt): the truth a send goes to. */
export async function walletChainId(config: ConnectConfig): Promise<number> {
  const answer = await config._internal.requestWallet('eip155', { method: 'eth_chainId' });
  const id = typeof answer === 'string' ? Number.parseInt(answer, answer.startsWith('0x') ? 16 : 10) : Number(answer);
  if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31) throw new ConnectError('INVALID_CHAIN_ID', 'Invalid chainId');
  return id;
}
