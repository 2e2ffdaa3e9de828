'use client';
import { useMemo } from 'react';
import { setLocale } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { localeAtom } from '../core/locale/locale.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useLocale. */
export type UseLocaleParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The locale asked for and the way to change it. */
export interface UseLocaleReturnType {
  /** The locale asked for (canonical BCP 47), or undefined for the visitor's language. */
  readonly locale: string | undefined;
  /** Changes it at run time; undefined goes back to the visitor's language. Throws on a tag that is not BCP 47. */
  readonly setLocale: (locale: string | undefined) => void;
}

/** The locale of the modal's texts and formats (the `locale` option, or what `setLocale` set since). */
export function useLocale<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseLocaleParameters<config> = {},
): UseLocaleReturnType {
  const config = useConnectConfig(parameters);
  const locale = useStoreValue(localeAtom, config);
  const change = useMemo(() => (next: string | undefined) => setLocale(config, next), [config]);
  return { locale, setLocale: change };
}
