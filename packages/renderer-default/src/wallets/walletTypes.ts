import type { CustomWallet } from '@connect-modal/headless';
import type { useWalletDirectory } from '@connect-modal/headless/react';
import type { Connector } from '@connect-modal/headless';

/** A wallet of the wallet directory, as the headless hooks give it. */
export type DirectoryWallet = ReturnType<typeof useWalletDirectory>['wallets'][number];

/**
 * One entry of a wallet list: a connector found in the browser, a directory wallet, an app's own wallet, or
 * WalletConnect itself (pairing any wallet by QR code).
 */
export type WalletListEntry =
  | { readonly kind: 'walletConnect'; readonly key: string; readonly connector: Connector }
  | { readonly kind: 'connector'; readonly key: string; readonly connector: Connector; readonly badge: 'recent' | 'installed' }
  | { readonly kind: 'directory'; readonly key: string; readonly wallet: DirectoryWallet; readonly badge?: 'recent' }
  | { readonly kind: 'custom'; readonly key: string; readonly wallet: CustomWallet };
