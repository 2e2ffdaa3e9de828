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
export {
  RETRYABLE_HTTP_STATUSES,
  RETRYABLE_RPC_CODES,
  RpcErrorClasses,
  classifyNodeMessage,
  getErrorCode,
  isUserRejection,
  shouldRetryRequest,
  toRpcError,
} from './rpcErrors.js';
export type { NodeErrorKind } from './rpcErrors.js';
