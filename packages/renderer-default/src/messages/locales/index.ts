import type { Messages } from '../en.js';
import { SHIPPED_LOCALES } from './shipped.js';

/** A shipped locale's texts, loaded as a chunk of its own on first use. */
export type LocaleLoader = () => Promise<Messages>;

/**
 * The locales the renderer ships besides English, each loaded only when chosen. Their files are typed `Messages`,
 * so a missing or unknown id fails the build.
 */
export const LOCALE_LOADERS: Readonly<Record<string, LocaleLoader>> = {
  ar: () => import('./ar.js').then((module) => module.ar),
  de: () => import('./de.js').then((module) => module.de),
  es: () => import('./es.js').then((module) => module.es),
  fa: () => import('./fa.js').then((module) => module.fa),
  fr: () => import('./fr.js').then((module) => module.fr),
  he: () => import('./he.js').then((module) => module.he),
  hi: () => import('./hi.js').then((module) => module.hi),
  id: () => import('./id.js').then((module) => module.id),
  it: () => import('./it.js').then((module) => module.it),
  ja: () => import('./ja.js').then((module) => module.ja),
  ko: () => import('./ko.js').then((module) => module.ko),
  'pt-BR': () => import('./pt-BR.js').then((module) => module.ptBR),
  ru: () => import('./ru.js').then((module) => module.ru),
  th: () => import('./th.js').then((module) => module.th),
  tr: () => import('./tr.js').then((module) => module.tr),
  uk: () => import('./uk.js').then((module) => module.uk),
  vi: () => import('./vi.js').then((module) => module.vi),
  'zh-CN': () => import('./zh-CN.js').then((module) => module.zhCN),
  'zh-TW': () => import('./zh-TW.js').then((module) => module.zhTW),
};

export { SHIPPED_LOCALES } from './shipped.js';

/** Languages written right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi']);

/** The direction a locale is written in. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** The shipped locale of a tag: the exact one, Chinese by script or region, Portuguese as Brazilian, else its language. */
function matchOne(tag: string, shipped: readonly string[]): string | undefined {
  const lower = tag.toLowerCase();
  const exact = shipped.find((id) => id.toLowerCase() === lower);
  if (exact) return exact;
  const [language] = lower.split('-');
  if (language === 'zh') {
    const traditional = /-(hant|tw|hk|mo)(-|$)/.test(lower);
    return shipped.find((id) => id === (traditional ? 'zh-TW' : 'zh-CN'));
  }
  return shipped.find((id) => id.toLowerCase() === language) ?? shipped.find((id) => id.toLowerCase().split('-')[0] === language);
}

/**
 * The best shipped locale for the tags wanted, in order of preference (a config's locale, or the browser's
 * languages); English when none is shipped.
 */
export function matchLocale(wanted: readonly string[], shipped: readonly string[] = SHIPPED_LOCALES): string {
  for (const tag of wanted) {
    const found = matchOne(tag, shipped);
    if (found) return found;
  }
  return 'en';
}
