import type { ConnectConfig } from '@connect-modal/headless';
import { createConnectElement } from './createConnectElement.js';
import type { ConnectElementOptions } from './createConnectElement.js';
import type { ConnectModalElement } from './defineConnectElement.js';

/** Options of mountConnectModal. */
export interface MountConnectModalOptions extends ConnectElementOptions {
  /** Where to append the element. Given, it is always used; by default the page body, unless the config says not to append. */
  appendTo?: HTMLElement;
}

/**
 * Creates the modal element for a config and appends it at the end of the page body, unless the config
 * disables appending or is embedded (then the page places the returned element where the modal should be).
 * Remove the element to unmount the modal.
 */
export function mountConnectModal(config: ConnectConfig, options: MountConnectModalOptions = {}): ConnectModalElement {
  const element = createConnectElement(config, options.name ? { name: options.name } : {});
  const { disableAppend, enableEmbedded } = config.options;
  const target = options.appendTo ?? (disableAppend || enableEmbedded ? undefined : document.body);
  target?.append(element);
  return element;
}
