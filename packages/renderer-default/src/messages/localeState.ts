'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { getLocale, watchLocale } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';
import type { Messages } from './en.js';

/** The locale the renderer shows: its id, direction and texts (undefined for English, which the modal carries). */
export interface LocaleState {
  readonly id: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Messages | undefined;
}

const ENGLISH: LocaleState = { id: 'en', dir: 'ltr', messages: undefined };

interface LocaleStore {
  get(): LocaleState;
  subscribe(listener: () => void): () => void;
  /** Starts following the config's locale (once): after hydration, so the server and the first render agree. */
  start(): void;
}

const stores = new WeakMap<ConnectConfig, LocaleStore>();

/** The browser's languages, most preferred first; none on a server. */
function visitorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

function createLocaleStore(config: ConnectConfig): LocaleStore {
  let state = ENGLISH;
  let started = false;
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: LocaleState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const follow = () => {
    generation += 1;
    const current = generation;
    const asked = getLocale(config);
    // The locales' loaders and matching come with the modal's code, not the page's first script.
    import('./locales/index.js')
      .then(({ LOCALE_LOADERS, localeDirection, matchLocale }) => {
        const id = matchLocale(asked ? [asked] : visitorLanguages());
        const load = LOCALE_LOADERS[id];
        if (!load) return ENGLISH;
        return load().then((messages): LocaleState => ({ id, dir: localeDirection(id), messages }));
      })
      .then(
        (next) => {
          if (current === generation) set(next);
        },
        (error: unknown) => {
          // A chunk that fails to load leaves the texts as they are; the next change of locale tries again.
          config.events.emit('error', { error, source: 'locale' });
        },
      );
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      follow();
      watchLocale(config, follow);
    },
  };
}

/** The locale store of a config: one per config, shared by every component that shows text. */
export function localeStore(config: ConnectConfig): LocaleStore {
  let store = stores.get(config);
  if (!store) {
    store = createLocaleStore(config);
    stores.set(config, store);
  }
  return store;
}

/**
 * The locale the renderer shows for a config. English on the server and in the first render; once mounted in a
 * browser it follows the config's locale (or the visitor's languages), loading that locale's chunk alone.
 */
export function useLocaleState(config: ConnectConfig): LocaleState {
  const store = localeStore(config);
  const state = useSyncExternalStore(store.subscribe, store.get, () => ENGLISH);
  useEffect(() => store.start(), [store]);
  return state;
}
