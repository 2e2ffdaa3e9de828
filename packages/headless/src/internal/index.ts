/**
 * What the product's own packages (the default renderer, the devnet, tests) share beyond the public API:
 * the store's atoms, controllers and storage internals. Not a public API: it may change in any release.
 */
export type { ConnectStore, CoreContext } from '../core/context.js';
export {
  EMPTY_ACCOUNT,
  accountPreferencesAtom,
  accountsAtom,
  activeNamespaceAtom,
  connectionAtom,
  connectionRecordsAtom,
  connectorsAtom,
  modalAtom,
  networksAtom,
  pairingAtom,
  routerAtom,
  siwxAtom,
  toastAtom,
} from '../core/state/atoms.js';
export type { AccountPreferences } from '../core/state/types.js';
export { createConnectStorage } from '../core/storage/createConnectStorage.js';
export type { ConnectStorage, StorageProblem } from '../core/storage/createConnectStorage.js';
export { MAX_STORED_VALUE_LENGTH, STORAGE_PREFIX, backendKey, safeJsonParse, storageKeys } from '../core/storage/storageKeys.js';
export type { StorageCodec, StorageKey, StorageValue } from '../core/storage/storageKeys.js';
export { LEGACY_CONNECTION_KEYS } from '../core/connection/legacyConnectionKeys.js';
export type { AccountController } from '../core/controllers/createAccountController.js';
export type { ConnectionController } from '../core/controllers/createConnectionController.js';
export { chooseInitialView } from '../core/controllers/createModalController.js';
export type { ModalController } from '../core/controllers/createModalController.js';
export type { NetworkController } from '../core/controllers/createNetworkController.js';
export type { RouterController } from '../core/controllers/createRouterController.js';
export type { ToastController } from '../core/controllers/createToastController.js';
export type { ConnectionManager } from '../core/connection/createConnectionManager.js';
export type { ConnectionRecordStore } from '../core/connection/createConnectionRecords.js';
export type { Navigator } from '../core/navigation/createNavigator.js';
export { SDK_TYPE, SDK_VERSION, getDataServices } from '../services/getDataServices.js';
export type { DataServices } from '../services/getDataServices.js';
