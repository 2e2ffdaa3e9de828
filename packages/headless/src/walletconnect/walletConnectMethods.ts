/** Namespaces a WalletConnect session can span. */
export const WALLETCONNECT_NAMESPACES = ['eip155', 'solana', 'bip122'] as const;

/** A namespace a WalletConnect session can span. */
export type WalletConnectNamespace = (typeof WALLETCONNECT_NAMESPACES)[number];

/** Methods the app asks the wallet to allow, per namespace. */
export const WALLETCONNECT_METHODS: { readonly [K in WalletConnectNamespace]: readonly string[] } = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
};

/** Events the app listens to in every namespace. */
export const WALLETCONNECT_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged'];

/** True for a namespace a WalletConnect session can span. */
export function isWalletConnectNamespace(value: unknown): value is WalletConnectNamespace {
  return (WALLETCONNECT_NAMESPACES as readonly unknown[]).includes(value);
}
