import type { ConnectConfig, OpenOptions } from '@connect-modal/headless';

/** Opens the modal of a config (the view follows the core's rules unless `options.view` asks for one). */
export function openModal(config: ConnectConfig, options?: OpenOptions): void {
  config.modal.open(options);
}

/** Closes the modal of a config; false when closing is refused on the current view. */
export function closeModal(config: ConnectConfig, options?: { force?: boolean }): boolean {
  return config.modal.close(options);
}
