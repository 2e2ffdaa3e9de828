import { canonicalLocale, localeAtom } from '../core/locale/locale.js';
import type { ConnectConfig } from '../core/index.js';

/** The locale asked for (canonical BCP 47), or undefined when the visitor's own language is used. */
export function getLocale(config: ConnectConfig): string | undefined {
  return config.store.get(localeAtom);
}

/**
 * Changes the language of the modal's texts and formats at run time (`'de'`, `'pt-BR'`), or goes back to the
 * visitor's language with undefined. A tag that is not BCP 47 throws a ConfigError; the modal shows the nearest
 * language it ships (`'de-AT'` shows German, an unknown one English).
 */
export function setLocale(config: ConnectConfig, locale: string | undefined): void {
  config.store.set(localeAtom, canonicalLocale(locale));
}

/** Calls `onChange` with the locale asked for each time it changes; returns the unsubscribe function. */
export function watchLocale(config: ConnectConfig, onChange: (locale: string | undefined) => void): () => void {
  const { store } = config;
  return store.sub(localeAtom, () => onChange(store.get(localeAtom)));
}
