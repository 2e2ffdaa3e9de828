import { defineNetwork } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfigOptions } from '@connect-modal/headless';
import { createWalletConnectConnector } from '@connect-modal/headless/walletconnect';

/** Chain ids a devnet serves, each under `/rpc/{chainId}`. */
const DEVNET_CHAIN_IDS = [31337, 31338];

/**
 * Points the app at a local devnet instead of the hosted services when VITE_CONNECT_DEVNET_URL is set (for
 * `npm run dev`, `npm run build` or in `.env.local`): the devnet's chains come first, so a wallet starts on one
 * of them, then the app's own networks; the blockchain API, wallet directory and analytics are the devnet's.
 * WalletConnect pairs through the devnet's relay, whose URL (the devnet prints it) is VITE_CONNECT_DEVNET_RELAY_URL,
 * without the hosted Verify and telemetry services; without that URL the app offers no WalletConnect, so nothing
 * reaches the hosted relay. Unset, as in a normal build, it adds nothing. The devnet's chains are EVM chains:
 * connecting on them needs the EVM adapter, which the config has when one of its networks is an EVM network.
 */
export function devnetOptions(
  networks: readonly CaipNetwork[],
  url: string | undefined = import.meta.env.VITE_CONNECT_DEVNET_URL,
  relayUrl: string | undefined = import.meta.env.VITE_CONNECT_DEVNET_RELAY_URL,
): Partial<Pick<ConnectConfigOptions, 'networks' | 'endpoints' | 'connectors'>> {
  if (!url) return {};
  const origin = new URL(url).origin;
  const chains = DEVNET_CHAIN_IDS.map((id) =>
    defineNetwork({
      id,
      name: `Devnet ${id}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${origin}/rpc/${id}`] } },
      testnet: true,
    }),
  );
  return {
    networks: [...chains, ...networks],
    endpoints: { blockchainApi: origin, walletDirectory: origin, analytics: origin, ...(relayUrl ? { relay: relayUrl } : {}) },
    connectors: relayUrl ? [createWalletConnectConnector({ verify: false, telemetry: false })] : [],
  };
}
