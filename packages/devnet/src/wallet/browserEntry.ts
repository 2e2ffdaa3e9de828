// Entry of the injected dev-wallet bundle: the page (or an init script) sets
// window.__devWalletConfig before this runs, one options object per wallet.
import { installDevWallet } from './devWallet.js';
import type { DevWalletOptions } from './devWallet.js';

const config = (window as unknown as { __devWalletConfig?: DevWalletOptions | DevWalletOptions[] }).__devWalletConfig;
const wallets = Array.isArray(config) ? config : config ? [config] : [];
for (const options of wallets) {
  installDevWallet(options);
}
