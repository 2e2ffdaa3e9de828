import type { RouterData } from '@connect-modal/headless';
import type { ModalServices } from '../modal/ModalServices.js';
import type { WalletListEntry } from './walletTypes.js';

/** What the app offers besides wallets in the browser. */
export interface OpenWalletOptions {
  /** The WalletConnect connector's id, when the app offers WalletConnect. */
  readonly walletConnectId?: string | undefined;
  /** Whether the visitor is on a phone and the wallet list is available: WalletConnect then opens that list. */
  readonly mobileList?: boolean;
}

function put(data: Record<string, unknown>, key: string, value: string | null | undefined) {
  if (typeof value === 'string' && value !== '') data[key] = value;
}

/** The router data of the WalletConnect view for a wallet of a list: its name, image and app links. */
export function walletConnectData(entry: Extract<WalletListEntry, { kind: 'directory' | 'custom' }>): RouterData {
  const wallet = entry.wallet;
  const data: Record<string, unknown> = { walletId: wallet.id, walletName: wallet.name };
  if (entry.kind === 'directory') put(data, 'walletImageId', entry.wallet.image_id);
  else put(data, 'walletImageUrl', entry.wallet.image_url);
  put(data, 'walletRdns', wallet.rdns);
  put(data, 'mobileLink', wallet.mobile_link);
  put(data, 'desktopLink', wallet.desktop_link);
  put(data, 'webappLink', wallet.webapp_link);
  return data;
}

/**
 * What choosing a wallet does: an installed connector connects at once; WalletConnect shows its QR code (on a
 * phone, the wallet list); a wallet that is not in this browser is paired through WalletConnect when the app
 * offers it, and otherwise opens the connecting view, which says it is not installed.
 */
export function openWallet(
  services: Pick<ModalServices, 'connectWallet' | 'navigate'>,
  entry: WalletListEntry,
  options: OpenWalletOptions = {},
): void {
  if (entry.kind === 'walletConnect') {
    services.navigate(options.mobileList ? 'AllWallets' : 'ConnectingWalletConnect');
    return;
  }
  if (entry.kind === 'connector') {
    services.connectWallet(entry.connector.id);
    return;
  }
  if (options.walletConnectId !== undefined) {
    services.navigate('ConnectingWalletConnect', walletConnectData(entry));
    return;
  }
  const wallet = entry.wallet;
  services.navigate('ConnectingExternal', {
    walletId: wallet.id,
    walletName: wallet.name,
    ...(entry.kind === 'directory' && entry.wallet.image_id ? { walletImageId: entry.wallet.image_id } : {}),
    ...(entry.kind === 'custom' && entry.wallet.image_url ? { walletImageUrl: entry.wallet.image_url } : {}),
  });
}
