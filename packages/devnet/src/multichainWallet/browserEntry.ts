// Entry of the multichain dev-wallet bundle: the page (or an init script) sets
// window.__devMultichainWalletConfig before this runs.
import { installDevBitcoinWallet } from '../bitcoinWallet/devBitcoinWallet.js';
import { installDevSolanaWallet } from '../solanaWallet/devSolanaWallet.js';
import type { DevMultichainWalletConfig } from './DevMultichainWalletConfig.js';

const config = (window as unknown as { __devMultichainWalletConfig?: DevMultichainWalletConfig }).__devMultichainWalletConfig;
if (config?.solana) installDevSolanaWallet(config.solana);
if (config?.bitcoin) installDevBitcoinWallet(config.bitcoin);
