export type {
  AdapterConnection,
  AdapterHost,
  Connector,
  ConnectorType,
  NamespaceAdapter,
  NativeBalance,
} from './types.js';
