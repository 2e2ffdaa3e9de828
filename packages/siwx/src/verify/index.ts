/** Sign-in signature checks for EVM (EOA, ERC-1271, ERC-6492), Solana (ed25519) and Bitcoin (BIP-322, BIP-137). */
export { verifySiwxSignature } from './verifySiwxSignature.js';
export type { VerifySiwxSignatureInput } from './verifySiwxSignature.js';
export { SiwxVerifyError } from './SiwxVerifyError.js';
export type { SiwxVerifyErrorReason } from './SiwxVerifyError.js';
