export type {
  AdapterConnectOptions,
  AdapterConnection,
  AdapterHost,
  Connector,
  ConnectorSource,
  ConnectorSourceHost,
  ConnectorType,
  NamespaceAdapter,
  NativeBalance,
  SignMessageOptions,
  WalletSignInOutput,
} from './types.js';
