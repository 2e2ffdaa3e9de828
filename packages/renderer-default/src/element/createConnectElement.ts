import type { ConnectConfig } from '@connect-modal/headless';
import { DEFAULT_ELEMENT_NAME, defineConnectElement } from './defineConnectElement.js';
import type { ConnectModalElement } from './defineConnectElement.js';

/** Options of createConnectElement and mountConnectModal. */
export interface ConnectElementOptions {
  /** Tag name of the element; `connect-modal` by default. */
  name?: string;
}

/** Makes a modal element for a config (registering the element if needed); place it anywhere in the page. */
export function createConnectElement(config: ConnectConfig, options: ConnectElementOptions = {}): ConnectModalElement {
  const name = options.name ?? DEFAULT_ELEMENT_NAME;
  defineConnectElement(name);
  const element = document.createElement(name) as ConnectModalElement;
  element.config = config;
  return element;
}
