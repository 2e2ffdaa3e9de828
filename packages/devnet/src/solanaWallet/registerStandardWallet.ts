// Runs in the page: registers a wallet through the Wallet Standard's window events.
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';

/**
 * Registers `wallet` with every app on the page: apps already listening get the register event, apps that
 * start later ask with `wallet-standard:app-ready`.
 */
export function registerStandardWallet(target: Window, wallet: Wallet): void {
  const callback = ({ register }: WindowAppReadyEventAPI) => register(wallet);
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  } catch (error) {
    console.error('Could not register the wallet', error);
  }
  target.addEventListener('wallet-standard:app-ready', (event) => {
    callback((event as CustomEvent<WindowAppReadyEventAPI>).detail);
  });
}
