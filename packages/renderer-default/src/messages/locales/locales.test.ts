// Every shipped locale is complete and consistent with English: the same ids, the same arguments (placeholders,
// plurals and selects with an `other` branch), no empty text, and translated rather than copied.
import { describe, expect, it } from 'vitest';
import { en } from '../en.js';
import type { MessageId } from '../en.js';
import { formatMessage } from '../formatMessage.js';
import { LOCALE_LOADERS, SHIPPED_LOCALES, localeDirection, matchLocale } from './index.js';

/** The argument names of a message and the kind of each (`name`, `name:plural`, `name:select`), sorted. */
function argumentsOf(template: string): string[] {
  const found = new Set<string>();
  for (const match of template.matchAll(/\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?/g)) {
    found.add(match[2] ? `${match[1]}:${match[2]}` : (match[1] as string));
  }
  return [...found].sort();
}

/** Sample values for a message's arguments: numbers for counts, words for the rest. */
function sampleValues(template: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const name of argumentsOf(template)) {
    const [key, kind] = name.split(':') as [string, string | undefined];
    values[key] = kind === 'plural' || key === 'count' ? 3 : kind === 'select' ? 'other' : 'X';
  }
  return values;
}

// Texts that are the same in many languages: brand names, tickers and symbols.
const SAME_EVERYWHERE = new Set<MessageId>(['view.ConnectingWalletConnect', 'view.ConnectingWalletConnectBasic']);

describe('shipped locales', () => {
  it('match a visitor\'s languages to a shipped locale, and know their direction', () => {
    expect(matchLocale(['xx-YY', 'yy'])).toBe('en');
    expect(matchLocale(['en-GB'])).toBe('en');
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('he-IL')).toBe('rtl');
    expect(localeDirection('de')).toBe('ltr');
    const shipped = ['en', 'de', 'pt-BR', 'zh-CN', 'zh-TW'];
    expect(matchLocale(['de-AT'], shipped)).toBe('de');
    expect(matchLocale(['pt-PT'], shipped)).toBe('pt-BR');
    expect(matchLocale(['zh-Hant-HK'], shipped)).toBe('zh-TW');
    expect(matchLocale(['zh'], shipped)).toBe('zh-CN');
    expect(matchLocale(['fr-CA', 'de'], shipped)).toBe('de');
  });

  for (const [locale, load] of Object.entries(LOCALE_LOADERS)) {
    it(`${locale} has every id of English, the same arguments, and is translated`, async () => {
      const messages = await load();
      const ids = Object.keys(en) as MessageId[];
      expect(Object.keys(messages).sort()).toEqual([...ids].sort());
      let same = 0;
      for (const id of ids) {
        const text = messages[id];
        expect(text.trim(), `${locale} ${id} is empty`).not.toBe('');
        expect(argumentsOf(text), `${locale} ${id} arguments`).toEqual(argumentsOf(en[id]));
        // Plurals and selects keep an `other` branch, and fill without leaving an argument unfilled.
        if (/,\s*(plural|select)\s*,/.test(text)) expect(text, `${locale} ${id} other branch`).toMatch(/other\s*\{/);
        expect(formatMessage(text, sampleValues(text), locale), `${locale} ${id} fills`).not.toMatch(/\{\s*\w+\s*(,|\})/);
        if (text === en[id] && !SAME_EVERYWHERE.has(id)) same += 1;
      }
      // A few texts may rightly read as in English (names, symbols); a copied file would not pass.
      expect(same / ids.length, `${locale}: ${same} texts left in English`).toBeLessThan(0.1);
    });
  }

  it('lists English and every locale with a file', () => {
    expect(SHIPPED_LOCALES[0]).toBe('en');
    expect(SHIPPED_LOCALES).toEqual(['en', ...Object.keys(LOCALE_LOADERS)]);
  });
});
