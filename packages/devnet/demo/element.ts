import { openModal } from '@connect-modal/headless';
import { mountConnectModal } from '@connect-modal/renderer-default';
import { createDemoConfig } from './modal/createDemoConfig.js';

// A page without React of its own: the modal comes as a custom element, opened from a plain button.
const config = createDemoConfig();
(window as unknown as { __connectConfig: typeof config }).__connectConfig = config;

const root = document.createElement('main');
(document.getElementById('root') ?? document.body).append(root);
const heading = document.createElement('h1');
heading.textContent = 'Connect modal (custom element)';
const open = document.createElement('button');
open.id = 'open';
open.type = 'button';
open.textContent = 'Connect wallet';
open.addEventListener('click', () => openModal(config));
root.append(heading, open);

const element = mountConnectModal(config);
// Embedded, the page decides where the modal goes: here, under the button.
if (config.options.enableEmbedded) root.append(element);
