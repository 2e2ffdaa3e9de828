import '@connect-modal/themes/style.css';
import '@connect-modal/renderer-default/style.css';
import './style.css';
import { getAccount, openModal, watchAccount } from '@connect-modal/headless';
import { defineConnectElement } from '@connect-modal/renderer-default';
import type { ConnectModalElement } from '@connect-modal/renderer-default';
import { config } from './connect.config';

// Registers <connect-modal>; the element in index.html upgrades and renders the modal once it has a config.
defineConnectElement();
const element = document.querySelector<ConnectModalElement>('connect-modal');
if (element) element.config = config;

const button = document.querySelector<HTMLButtonElement>('#connect');
const title = document.querySelector<HTMLElement>('#account-title');
const address = document.querySelector<HTMLElement>('#account-address');

button?.addEventListener('click', () => openModal(config));

/** Shows the connected account in the page, from the config's state. */
function showAccount(): void {
  const account = getAccount(config);
  const connected = account.status === 'connected' && account.address !== undefined;
  if (button) {
    button.textContent = connected ? `${account.address?.slice(0, 6)}…${account.address?.slice(-4)}` : 'Connect wallet';
    button.toggleAttribute('data-connected', connected);
  }
  if (title) title.textContent = connected ? 'Connected' : 'No wallet connected';
  if (address) address.textContent = connected ? (account.address ?? '') : '';
}

watchAccount(config, { onChange: showAccount });
showAccount();
