import { numberFormat, placeholderValue } from './fillPlaceholders.js';
import type { Values } from './fillPlaceholders.js';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRule(locale: string): Intl.PluralRules {
  let rule = pluralRules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    pluralRules.set(locale, rule);
  }
  return rule;
}

/** Where the `}` closing the `{` at `open` is, counting nested braces; -1 when unbalanced. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let index = open; index < template.length; index += 1) {
    const char = template[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The `key {text}` branches of a plural or select argument. */
function branches(body: string): Map<string, string> | undefined {
  const found = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const rest = body.slice(index);
    const key = /^\s*(=\d+|[\w-]+)\s*\{/.exec(rest);
    if (!key) return rest.trim() === '' ? found : undefined;
    const open = index + key[0].length - 1;
    const close = closingBrace(body, open);
    if (close === -1) return undefined;
    found.set(key[1] as string, body.slice(open + 1, close));
    index = close + 1;
  }
  return found;
}

/** One `{…}` argument: a plain placeholder, a plural (`#` is the count) or a select; undefined leaves it as written. */
function argument(inner: string, values: Values, locale: string): string | undefined {
  const match = /^\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/.exec(inner);
  if (!match) return undefined;
  const [, name, kind, body] = match as unknown as [string, string, string | undefined, string | undefined];
  const value = values[name];
  if (value === undefined) return undefined;
  if (!kind) return placeholderValue(value, locale);
  const options = branches(body ?? '');
  if (!options) return undefined;
  if (kind === 'select') {
    const chosen = options.get(String(value)) ?? options.get('other');
    return chosen === undefined ? undefined : fill(chosen, values, locale);
  }
  const count = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(count)) return undefined;
  const chosen = options.get(`=${count}`) ?? options.get(pluralRule(locale).select(count)) ?? options.get('other');
  if (chosen === undefined) return undefined;
  return fill(chosen.replace(/#/g, numberFormat(locale).format(count)), values, locale);
}

function fill(template: string, values: Values, locale: string): string {
  let out = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open === -1) break;
    const close = closingBrace(template, open);
    if (close === -1) break;
    out += template.slice(index, open);
    const inner = template.slice(open + 1, close);
    out += argument(inner, values, locale) ?? template.slice(open, close + 1);
    index = close + 1;
  }
  return out + template.slice(index);
}

/**
 * Fills a message's arguments in a locale: `{name}` placeholders (numbers in the locale's format), plurals
 * (`{count, plural, one {# wallet} other {# wallets}}`, chosen by the locale's plural rules, `=0` exact matches
 * first) and selects (`{kind, select, evm {…} other {…}}`). An unknown or malformed argument is left as written.
 */
export function formatMessage(template: string, values: Values = {}, locale = 'en'): string {
  return fill(template, values, locale);
}
