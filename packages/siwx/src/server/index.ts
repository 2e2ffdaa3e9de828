/** The sign-in server kit: nonces, verification into sessions, stores (memory and Redis) and a Fetch API handler. */
export { createSiwxServer } from './createSiwxServer.js';
export type { IssuedNonce, SiwxServer, SiwxServerOptions } from './createSiwxServer.js';
export { createSiwxHandler } from './createSiwxHandler.js';
export type { SiwxHandler, SiwxHandlerOptions } from './createSiwxHandler.js';
export { SiwxServerError, isSiwxServerError } from './SiwxServerError.js';
export type { SiwxServerErrorCode } from './SiwxServerError.js';
export type { NonceConsumeResult, NonceStore } from './NonceStore.js';
export type { SessionStore } from './SessionStore.js';
export { createMemoryNonceStore } from './createMemoryNonceStore.js';
export type { MemoryNonceStoreOptions } from './createMemoryNonceStore.js';
export { createMemorySessionStore } from './createMemorySessionStore.js';
export type { MemorySessionStoreOptions } from './createMemorySessionStore.js';
export { createRedisNonceStore } from './createRedisNonceStore.js';
export { createRedisSessionStore } from './createRedisSessionStore.js';
export type { RedisSessionStoreOptions } from './createRedisSessionStore.js';
export type { RedisStoreOptions, SiwxRedisClient } from './SiwxRedisClient.js';
export { MAX_BODY_BYTES } from './readJsonRequest.js';
export type { SignedSiwxMessage, SiwxSession } from '../types.js';
