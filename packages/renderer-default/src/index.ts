'use client';
/** The default renderer: the 360 px connect modal for React apps and, as a custom element, for any page. */
export { ConnectModal, preloadConnectModal } from './modal/ConnectModal.js';
export type { ConnectModalProps } from './modal/ConnectModal.js';
export type { ThemeModeSetting } from './modal/useThemeMode.js';
export { ConnectButton } from './button/ConnectButton.js';
export type { ConnectButtonProps } from './button/ConnectButton.js';
export { DEFAULT_ELEMENT_NAME, defineConnectElement } from './element/defineConnectElement.js';
export type { ConnectModalElement } from './element/defineConnectElement.js';
export { createConnectElement } from './element/createConnectElement.js';
export type { ConnectElementOptions } from './element/createConnectElement.js';
export { mountConnectModal } from './element/mountConnectModal.js';
export type { MountConnectModalOptions } from './element/mountConnectModal.js';
// The modal's actions are the headless ones, re-exported for apps that import only the renderer.
export { closeModal, openModal } from '@connect-modal/headless';
export { en as englishMessages } from './messages/en.js';
export { SHIPPED_LOCALES } from './messages/locales/shipped.js';
export type { MessageId, Messages } from './messages/en.js';
export { truncateAddress } from './format/truncateAddress.js';
export { createViewRegistry } from './modal/viewRegistry.js';
export type { FeatureView, RendererView, ViewLoader, ViewProps, ViewRegistry } from './modal/viewRegistry.js';
