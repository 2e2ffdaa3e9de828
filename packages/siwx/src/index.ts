/**
 * Sign-in with a wallet (SIWX) on EVM, Solana and Bitcoin: messages (EIP-4361, CAIP-122), signature checks, and
 * the modal's `siwx` option for a backend built on the server kit. The server kit is `@connect-modal/siwx/server`.
 */
export * from './message/index.js';
export * from './verify/index.js';
export * from './client/index.js';
export type { SignedSiwxMessage, SiwxMessageFields, SiwxNamespace, SiwxSession } from './types.js';
