/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of a local devnet to run against instead of the hosted services (see src/devnet.ts). */
  readonly VITE_CONNECT_DEVNET_URL?: string;
  /** WalletConnect relay of that devnet (`ws://…`, the devnet prints it); without it the app offers no WalletConnect there. */
  readonly VITE_CONNECT_DEVNET_RELAY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
