import { atom } from 'jotai/vanilla';
import { ConfigError } from '../config/ConfigError.js';

/**
 * The locale the visitor's texts and formats are asked in: a BCP 47 tag (`'de'`, `'pt-BR'`), or undefined for the
 * visitor's own language (read from the browser once the page is hydrated, so a server render and the client agree).
 */
export const localeAtom = atom<string | undefined>(undefined);

/**
 * Checks a locale tag and returns its canonical form (`'pt-br'` becomes `'pt-BR'`); undefined stays undefined.
 * A tag that is not BCP 47 throws a ConfigError naming it.
 */
export function canonicalLocale(locale: unknown, where = 'locale'): string | undefined {
  if (locale === undefined) return undefined;
  if (typeof locale === 'string' && locale.trim() !== '') {
    try {
      const [canonical] = Intl.getCanonicalLocales(locale.trim());
      if (canonical) return canonical;
    } catch {
      // Reported below.
    }
  }
  throw new ConfigError('INVALID_CONFIG', `Invalid config at "${where}": "${String(locale)}" is not a language tag such as "de" or "pt-BR"`, where);
}
