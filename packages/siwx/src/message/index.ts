/** Sign-in messages: EIP-4361 (Sign-In with Ethereum) and CAIP-122 (Solana, Bitcoin) text, written and read. */
export { formatSiwxMessage } from './format.js';
export { parseSiwxMessage } from './parse.js';
export { namespaceOfChainId } from './chainId.js';
export { isValidNonce } from './fieldRules.js';
export { SiwxMessageError, type SiwxMessageErrorReason } from './errors.js';
