export { AmountError, formatAmount, parseAmount } from './amounts.js';
export type { AmountErrorCode } from './amounts.js';
export { maxSendable } from './maxSendable.js';
export type { MaxSendableInput } from './maxSendable.js';
export { SEND_AMOUNT_AND_RECEIVER_REQUIRED, SEND_NAMESPACES, SEND_TOKEN_REQUIRED, SEND_UNSUPPORTED_CHAIN, validateSend } from './validateSend.js';
export type { SendDraft, SendProblem, SendProblemCode, SendToken, ValidSend } from './validateSend.js';
