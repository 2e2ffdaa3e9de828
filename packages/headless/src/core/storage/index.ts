export { cookieStorage, localStorageBackend, memoryStorage } from './StorageBackend.js';
export type { StorageBackend } from './StorageBackend.js';
export { createConnectStorage } from './createConnectStorage.js';
export type { ConnectStorage, StorageProblem } from './createConnectStorage.js';
export { MAX_STORED_VALUE_LENGTH, STORAGE_PREFIX, backendKey, safeJsonParse, storageKeys } from './storageKeys.js';
export type { StorageCodec, StorageKey, StorageValue } from './storageKeys.js';
