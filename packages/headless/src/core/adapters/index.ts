export type {
  AdapterConnection,
  AdapterHost,
  Connector,
  ConnectorSource,
  ConnectorSourceHost,
  ConnectorType,
  NamespaceAdapter,
  NativeBalance,
} from './types.js';
