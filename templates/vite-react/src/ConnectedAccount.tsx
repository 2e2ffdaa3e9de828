import { useAccount, useBalance, useNetwork } from '@connect-modal/headless/react';
// #if siwx
import { SignInStatus } from './SignInStatus';
// #endif

/** The connected wallet's address, network and balance (loaded by AccountPanel once a wallet is connected). */
export function ConnectedAccount() {
  const account = useAccount();
  const { network } = useNetwork();
  const balance = useBalance();
  return (
    <>
      <dl>
        <dt>Address</dt>
        <dd data-testid="account-address">{account.address}</dd>
        <dt>Network</dt>
        <dd data-testid="account-network">{network?.name ?? 'Unknown'}</dd>
        <dt>Balance</dt>
        <dd>{balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : '…'}</dd>
      </dl>
      {/* #if siwx */}
      <SignInStatus />
      {/* #endif */}
    </>
  );
}
