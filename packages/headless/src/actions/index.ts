/** Actions: free functions over a config, usable from any framework (the hooks are thin wrappers over them). */
export { connect } from './connect.js';
export type { ConnectParameters, ConnectReturnType } from './connect.js';
export { disconnect } from './disconnect.js';
export type { DisconnectParameters } from './disconnect.js';
export { switchNetwork } from './switchNetwork.js';
export type { SwitchNetworkParameters } from './switchNetwork.js';
export { signMessage } from './signMessage.js';
export type { SignMessageParameters } from './signMessage.js';
export { request } from './request.js';
export type { RequestParameters } from './request.js';
export { closeModal, goBack, openModal, pushView, setAccountTab, shakeModal } from './modal.js';
export {
  getAccount,
  getConnectors,
  getNetwork,
  getPreferredAccountType,
  getRecentWallets,
  setActiveNamespace,
  setPreferredAccountType,
  watchAccount,
} from './getters.js';
export { cancelSignIn, getSiwxState, signIn, signOut, watchSiwx } from './siwx.js';
