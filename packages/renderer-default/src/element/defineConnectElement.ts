import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { ConnectConfig } from '@connect-modal/headless';
import { ElementApp } from './ElementApp.js';
import * as styles from './element.css.js';

/** The tag name `defineConnectElement` registers unless told otherwise. */
export const DEFAULT_ELEMENT_NAME = 'connect-modal';

/** The `<connect-modal>` element: set `config` and it renders the modal with its own React root. */
export interface ConnectModalElement extends HTMLElement {
  config: ConnectConfig | undefined;
}

/**
 * Registers the modal's custom element under `name` (once; later calls return the registered class). The
 * class is made on the first call, never at import, so importing the package on a server is safe.
 */
export function defineConnectElement(name: string = DEFAULT_ELEMENT_NAME): CustomElementConstructor {
  const existing = customElements.get(name);
  if (existing) return existing;

  class Element extends HTMLElement implements ConnectModalElement {
    #config: ConnectConfig | undefined;
    #root: Root | undefined;
    #mount: HTMLDivElement | undefined;

    get config(): ConnectConfig | undefined {
      return this.#config;
    }

    set config(value: ConnectConfig | undefined) {
      this.#config = value;
      this.#render();
    }

    connectedCallback(): void {
      this.classList.add(styles.host);
      this.#render();
    }

    disconnectedCallback(): void {
      // Deferred, so moving the element (removed, then inserted elsewhere) keeps its React tree.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = undefined;
        this.#mount?.remove();
        this.#mount = undefined;
      });
    }

    #render(): void {
      const config = this.#config;
      if (!this.isConnected || !config) return;
      if (!this.#root) {
        // React owns an inner node; the dialog is portalled into the element itself, beside it.
        this.#mount = document.createElement('div');
        this.prepend(this.#mount);
        this.#root = createRoot(this.#mount);
      }
      this.#root.render(createElement(ElementApp, { config, container: this }));
    }
  }

  customElements.define(name, Element);
  return Element;
}
