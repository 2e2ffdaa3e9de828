import { formatUnits } from 'viem';
import { useBalance, useConnection } from 'wagmi';
// #if siwx
import { SignInStatus } from './SignInStatus';
// #endif

/**
 * The connected account as wagmi sees it, with wagmi's own hooks: `useConnection()` for the address and chain,
 * `useBalance()` for the native balance, read from the chain's RPC. The wallet is the one connected in the modal
 * (wagmi's connector), so any other wagmi hook (`useReadContract`, `useWriteContract`, `useSignMessage`, ...)
 * works with it too.
 */
export function AccountPanel() {
  const connection = useConnection();
  const balance = useBalance({ address: connection.address, chainId: connection.chainId });

  if (connection.address === undefined) {
    return (
      <section className="card" data-testid="account-panel" data-status={connection.status}>
        <h2>{connection.status === 'disconnected' ? 'No wallet connected' : 'Connecting…'}</h2>
        <p>Connect a browser wallet, or a mobile wallet through WalletConnect, with the button above.</p>
      </section>
    );
  }
  return (
    <section className="card" data-testid="account-panel" data-status={connection.status}>
      <h2>{connection.status === 'connected' ? 'Connected' : 'Reconnecting…'}</h2>
      <dl>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{connection.address}</dd>
        <dt>Network</dt>
        <dd data-testid="wagmi-network">{connection.chain?.name ?? "Not one of the app's networks"}</dd>
        <dt>Chain id</dt>
        <dd data-testid="wagmi-chain-id">{connection.chainId}</dd>
        <dt>Balance</dt>
        <dd data-testid="wagmi-balance" data-value={balance.data?.value.toString()}>
          {balance.data
            ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
            : balance.isError
              ? 'Could not be read'
              : '…'}
        </dd>
      </dl>
      {/* #if siwx */}
      <SignInStatus />
      {/* #endif */}
    </section>
  );
}
