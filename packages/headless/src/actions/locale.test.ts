import { describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet } from '../core/index.js';
import { getLocale, setLocale, watchLocale } from './index.js';

const make = (locale?: string) => createConnectConfig({ projectId: 'p', networks: [mainnet], ...(locale === undefined ? {} : { locale }) });

describe('locale', () => {
  it('is the visitor\'s (undefined) by default, and the config\'s in canonical form when given', () => {
    expect(make().options.locale).toBeUndefined();
    expect(getLocale(make())).toBeUndefined();
    expect(make('pt-br').options.locale).toBe('pt-BR');
    expect(getLocale(make('ZH-hant-tw'))).toBe('zh-Hant-TW');
  });

  it('refuses a tag that is not a language tag, naming it', () => {
    expect(() => make('not a locale')).toThrow('Invalid config at "locale": "not a locale" is not a language tag such as "de" or "pt-BR"');
    expect(() => make('')).toThrow('is not a language tag');
  });

  it('changes at run time, tells its watchers, and goes back to the visitor\'s with undefined', () => {
    const config = make('de');
    const seen: (string | undefined)[] = [];
    const stop = watchLocale(config, (locale) => seen.push(locale));
    setLocale(config, 'ja');
    setLocale(config, undefined);
    expect(() => setLocale(config, '12')).toThrow('is not a language tag');
    stop();
    setLocale(config, 'ar');
    expect(seen).toEqual(['ja', undefined]);
    expect(getLocale(config)).toBe('ar');
  });
});
