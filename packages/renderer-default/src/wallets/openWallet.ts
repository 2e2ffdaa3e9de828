import type { ModalServices } from '../modal/ModalServices.js';
import type { WalletListEntry } from './walletTypes.js';

/**
 * What choosing a wallet does: an installed connector connects at once; a wallet that is not in this browser
 * opens the connecting view, which says so (pairing with a phone wallet arrives with WalletConnect).
 */
export function openWallet(services: Pick<ModalServices, 'connectWallet' | 'navigate'>, entry: WalletListEntry): void {
  if (entry.kind === 'connector') {
    services.connectWallet(entry.connector.id);
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
