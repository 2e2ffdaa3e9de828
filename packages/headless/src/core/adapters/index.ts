export type {
  AdapterConnectOptions,
  AdapterConnection,
  AdapterHost,
  Connector,
  ConnectorSource,
  ConnectorSourceHost,
  ConnectorSourceModal,
  ConnectorType,
  NamespaceAdapter,
  NativeBalance,
  SignMessageOptions,
  WalletSignInOutput,
} from './types.js';
