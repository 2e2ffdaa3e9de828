import { FormatError, shownValue } from './FormatError.js';

// Intl objects are costly to build and cheap to reuse: one per locale and set of options. A page asks for a
// handful of locales, so the caches stay small; they are cleared past a bound anyway.
const MAX_ENTRIES = 256;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const digitSets = new Map<string, readonly string[]>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, create: () => T): T {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/** Checks a BCP 47 tag before Intl reads it, so a bad one fails with its name rather than Intl's general message. */
export function checkLocale(locale: string): void {
  if (typeof locale === 'string' && locale.trim() !== '') {
    try {
      if (Intl.getCanonicalLocales(locale).length === 1) return;
    } catch {
      // Reported below.
    }
  }
  throw new FormatError(`${shownValue(locale)} is not a language tag such as "de" or "pt-BR"`);
}

/** The cached Intl.NumberFormat of a locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => {
    checkLocale(locale);
    return new Intl.NumberFormat(locale, options);
  });
}

/** The cached Intl.DateTimeFormat of a locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => {
    checkLocale(locale);
    return new Intl.DateTimeFormat(locale, options);
  });
}

/** The cached Intl.RelativeTimeFormat of a locale and options. */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, options, () => {
    checkLocale(locale);
    return new Intl.RelativeTimeFormat(locale, options);
  });
}

/** The ten digits a locale writes numbers with, 0 to 9 (`٠`…`٩` for `ar-EG`). */
export function localeDigits(locale: string): readonly string[] {
  return cached(digitSets, locale, {}, () => {
    const format = numberFormat(locale, { useGrouping: false });
    return Array.from({ length: 10 }, (_, digit) => format.format(digit));
  });
}
