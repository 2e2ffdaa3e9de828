import { describe, expect, it, vi } from 'vitest';
import { openWallet } from './openWallet.js';
import type { DirectoryWallet, WalletListEntry } from './walletTypes.js';

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: 'img-rainbow',
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: 'https://app.rainbow.example',
} as unknown as DirectoryWallet;

function services() {
  return { connectWallet: vi.fn(), navigate: vi.fn() };
}

describe('openWallet', () => {
  const directory: WalletListEntry = { kind: 'directory', key: 'wallet:rainbow', wallet: rainbow };
  const walletConnect: WalletListEntry = { kind: 'walletConnect', key: 'walletConnect', connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' } };

  it('pairs a wallet that is not in the browser through WalletConnect, passing its name, image and links', () => {
    const target = services();
    openWallet(target, directory, { walletConnectId: 'walletConnect' });
    expect(target.navigate).toHaveBeenCalledWith('ConnectingWalletConnect', {
      walletId: 'rainbow',
      walletName: 'Rainbow',
      walletImageId: 'img-rainbow',
      walletRdns: 'me.rainbow',
      mobileLink: 'rainbow://',
      webappLink: 'https://app.rainbow.example',
    });
  });

  it('says a wallet is not installed when the app has no WalletConnect', () => {
    const target = services();
    openWallet(target, directory);
    expect(target.navigate).toHaveBeenCalledWith('ConnectingExternal', { walletId: 'rainbow', walletName: 'Rainbow', walletImageId: 'img-rainbow' });
  });

  it('opens the QR code from the WalletConnect row, or the wallet list on a phone', () => {
    const target = services();
    openWallet(target, walletConnect, { walletConnectId: 'walletConnect' });
    expect(target.navigate).toHaveBeenLastCalledWith('ConnectingWalletConnect');
    openWallet(target, walletConnect, { walletConnectId: 'walletConnect', mobileList: true });
    expect(target.navigate).toHaveBeenLastCalledWith('AllWallets');
    expect(target.connectWallet).not.toHaveBeenCalled();
  });
});
