'use client';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { useAccount } from './useAccount.js';
import { useNetwork } from './useNetwork.js';

/** The address and network a data hook reads: the ones given, else the connected account's on its network. */
export function useAccountTarget(
  config: ConnectConfig,
  parameters: { readonly address?: string | undefined; readonly network?: CaipNetwork | undefined },
): { address: string | undefined; network: CaipNetwork | undefined } {
  const namespace = parameters.network?.chainNamespace;
  const account = useAccount({ config, ...(namespace ? { namespace } : {}) });
  const { network } = useNetwork({ config, ...(namespace ? { namespace } : {}) });
  return {
    address: parameters.address ?? (account.isConnected ? account.address : undefined),
    network: parameters.network ?? network,
  };
}
