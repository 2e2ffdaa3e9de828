export { ConnectError } from './ConnectError.js';
export { ValidationError } from './ValidationError.js';
export {
  Alerts,
  ErrorMessages,
  INTERNAL_SDK_ERROR,
  ProviderMessageAlerts,
  alertForProviderMessage,
  errorRegisteringName,
  failedToDisconnectChain,
  tryAgainAfter,
} from './catalogue.js';
export type { AlertCode, AlertDefinition } from './catalogue.js';
export { RETRYABLE_HTTP_STATUSES, RETRYABLE_RPC_CODES, getErrorCode, isUserRejection, shouldRetryRequest } from './rpcErrors.js';
export { RpcErrorClasses, classifyNodeMessage, toRpcError } from './rpcErrorClasses.js';
export type { NodeErrorKind } from './rpcErrorClasses.js';
