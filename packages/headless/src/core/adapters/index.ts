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
} from './types.js';
