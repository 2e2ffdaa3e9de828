// Explicit direction controls: marks, embeddings, overrides and isolates (UAX #9).
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The values a text's arguments are filled with. */
export type Values = Readonly<Record<string, string | number>>;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The locale's number format, cached. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    numberFormats.set(locale, format);
  }
  return format;
}


/**
 * A value as it goes into a text: a number in the locale's digits and grouping; a string as it is, unless it
 * carries its own direction controls. Values are wallet names, networks and addresses from outside; one with
 * controls is isolated, so an unterminated right-to-left override in a wallet's name cannot reverse the rest of the
 * sentence around it (PDI ends whatever the value opened).
 */
export function placeholderValue(value: string | number, locale: string): string {
  if (typeof value === 'number') return numberFormat(locale).format(value);
  return BIDI_CONTROL.test(value) ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value;
}

/**
 * Fills the `{name}` placeholders of a text in a locale, and leaves any other argument as written: what the page's
 * first script needs (the connect button's texts). The modal's code brings `formatMessage`, which does plurals and
 * selects too.
 */
export function fillPlaceholders(template: string, values: Values = {}, locale = 'en'): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : placeholderValue(value, locale);
  });
}
