export { SolanaRpcError, createSolanaEngine } from './createSolanaEngine.js';
export type { SolanaEngine, SolanaEngineOptions } from './createSolanaEngine.js';
export { answerRpcBody, createSolanaRpcServer } from './createSolanaRpcServer.js';
export type { SolanaRpcServer } from './createSolanaRpcServer.js';
