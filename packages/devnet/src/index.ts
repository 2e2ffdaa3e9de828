/** Local stand-ins for the remote services of the wallet-connection modal. */
export const devnetPackage = '@connect-modal/devnet';

export { ANVIL_ACCOUNTS, ANVIL_MNEMONIC, ANVIL_PRIVATE_KEYS } from './chain/accounts.js';
export { resolveAnvilBinary } from './chain/anvilBinary.js';
export {
  devTokenAbi,
  devTokenBytecode,
  smartAccountAbi,
  smartAccountBytecode,
  smartAccountFactoryAbi,
  smartAccountFactoryBytecode,
} from './chain/artifacts.generated.js';
export {
  DEFAULT_CHAIN_ID,
  DEV_TOKEN_GENESIS_BALANCE,
  DEV_TOKEN_HOLDER_COUNT,
  SMART_ACCOUNT_SALT,
  startChain,
} from './chain/startChain.js';
export type { DevChain, DevChainContracts, StartChainOptions } from './chain/startChain.js';
export { buildDevWalletInitScript, buildDevWalletScript } from './wallet/buildDevWalletScript.js';
// Pages get the wallet from buildDevWalletScript (or the ./dev-wallet entry); installDevWallet
// is exported here too for DOM emulations that take an explicit host.
export { DEV_WALLET_ICON, DevWalletRpcError, installDevWallet } from './wallet/devWallet.js';
export type {
  DevWalletCall,
  DevWalletControl,
  DevWalletHost,
  DevWalletInfo,
  DevWalletInstanceState,
  DevWalletOptions,
  DevWalletProvider,
  DevWalletRequestArguments,
  DevSmartAccountOptions,
  InstalledDevWallet,
} from './wallet/devWallet.js';
export { DEV_WALLET_RDNS, startDevnet } from './server/startDevnet.js';
export type { Devnet, DevnetPage, StartDevnetOptions } from './server/startDevnet.js';
export { buildBrowserApp, buildBrowserBundle, repositoryRoot } from './server/buildDemoBundle.js';
export type { BrowserApp, BrowserAppOptions } from './server/buildDemoBundle.js';
export * from './api/index.js';
export { RELAY_PING_INTERVAL_MS, RELAY_TAGS, startRelay } from './relay/startRelay.js';
export type { DevRelay, RelayLogEntry, StartRelayOptions } from './relay/startRelay.js';
export { DEVNET_PROJECT_ID, WC_WALLET_SOLANA_CHAIN, startWcWallet } from './wcwallet/startWcWallet.js';
export type { ApprovalNamespaces, WcWallet, WcWalletOptions, WcWalletRequest } from './wcwallet/startWcWallet.js';
export type { WalletChain } from './wcwallet/createWalletSigner.js';
export { SolanaRpcError, answerRpcBody, createSolanaEngine, createSolanaRpcServer } from './solana/index.js';
export type { SolanaEngine, SolanaEngineOptions, SolanaRpcServer } from './solana/index.js';
export { DEV_SOLANA_ADDRESSES, DEV_SOLANA_SEEDS, devSolanaKey } from './solanaWallet/devSolanaKeys.js';
export type { DevSolanaKey } from './solanaWallet/devSolanaKeys.js';
export { installDevSolanaWallet, signWireTransaction } from './solanaWallet/devSolanaWallet.js';
export type { DevSolanaWalletOptions, DevStandardWalletCall, DevStandardWalletControl } from './solanaWallet/devSolanaWallet.js';
export type { SolanaSignInInput, SolanaSignInOutput } from './solanaWallet/devSolanaWallet.js';
export { DEV_BITCOIN_KEYS, bitcoinMessageHash, devBitcoinKeys, installDevBitcoinWallet } from './bitcoinWallet/devBitcoinWallet.js';
export type { DevBitcoinWalletOptions } from './bitcoinWallet/devBitcoinWallet.js';
export {
  DEV_BITCOIN_WALLET_NAME,
  DEV_SOLANA_WALLET_NAME,
  MULTICHAIN_WALLET_SCRIPT_PATH,
  SOLANA_RPC_PATH,
} from './multichainWallet/createMultichainDevnet.js';
export type { MultichainDevnet } from './multichainWallet/createMultichainDevnet.js';
export { buildMultichainWalletInitScript, buildMultichainWalletScript } from './multichainWallet/buildMultichainWalletScript.js';
export type { DevMultichainWalletConfig } from './multichainWallet/DevMultichainWalletConfig.js';
export { startMailbox } from './secureSite/startMailbox.js';
export { accountAbstractionDeployer, deployAccountAbstraction } from './aa/deployAccountAbstraction.js';
export type { AccountAbstractionContracts } from './aa/deployAccountAbstraction.js';
export { startBundler } from './aa/startBundler.js';
export type { DevBundler, StartBundlerOptions } from './aa/startBundler.js';
export { signableSimpleAccountFactoryAbi } from './aa/accountArtifacts.generated.js';
export type { Mailbox, MailboxMessage } from './secureSite/startMailbox.js';
export { startOidcProvider } from './oidc/startOidcProvider.js';
export type { DevnetOidcProvider } from './oidc/startOidcProvider.js';
export { DEVNET_SOCIAL_USERS } from './oidc/testUsers.js';
export { driveOidcLogin } from './oidc/driveOidcLogin.js';
export type { OidcLoginChoice } from './oidc/driveOidcLogin.js';
export type { DevnetSocialUser } from './oidc/testUsers.js';
export { FARCASTER_TEST_CUSTODY_KEY, FARCASTER_TEST_USERNAME, startFarcasterRelay } from './farcaster/startFarcasterRelay.js';
export type { DevFarcaster, StartFarcasterRelayOptions } from './farcaster/startFarcasterRelay.js';
export { FARCASTER_APP_PATH } from './farcaster/devFarcasterApp.js';
export type { ApproveOptions, FarcasterTestUser } from './farcaster/devFarcasterApp.js';
export { ID_REGISTRY_ADDRESS, idRegistryAbi } from './farcaster/idRegistryArtifact.js';
