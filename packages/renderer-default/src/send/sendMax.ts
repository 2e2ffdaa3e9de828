import { getMaxSendable } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfig, SendToken } from '@connect-modal/headless';
import { loadSolanaSends } from './solanaSends.js';

/**
 * What Max fills in, in the token's base units: on Solana the balance less the fee and the rent-exempt minimum for
 * SOL (read from the network), a token whole; on EVM the balance less the fee of a transfer for the native currency.
 */
export async function maxSendableFor(
  config: ConnectConfig,
  parameters: { readonly token: SendToken; readonly address: string; readonly network: CaipNetwork | undefined },
): Promise<bigint> {
  const { token, address, network } = parameters;
  if (network?.chainNamespace === 'solana') {
    const { getSolanaMaxSendable } = await loadSolanaSends(config);
    return (await getSolanaMaxSendable(config, { token, network })).value;
  }
  return (await getMaxSendable(config, { token, address, network })).value;
}
