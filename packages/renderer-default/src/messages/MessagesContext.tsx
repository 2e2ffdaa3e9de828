'use client';
import { createContext, useCallback, useContext } from 'react';
import { useConnectConfig } from '@connect-modal/headless/react';
import type { MessageId, Messages } from './en.js';
import { enFirstPaint } from './enFirstPaint.js';
import { fillPlaceholders } from './fillPlaceholders.js';
import { useLocaleState } from './localeState.js';

/** The texts of a locale, with the host's overrides on top, and the locale they are in. */
export interface ModalTexts {
  readonly messages: Messages;
  readonly locale: string;
  /** Fills a text's arguments: the modal's full formatter (placeholders, plurals, selects). */
  readonly format: (template: string, values: Readonly<Record<string, string | number>> | undefined, locale: string) => string;
}

/**
 * The texts the modal provides to its views: the chosen locale's, English where the host overrides nothing. Outside
 * the modal (the connect button, the embedded placeholder) the locale's texts are read as soon as they are loaded,
 * the English first-paint ones until then.
 */
export const MessagesContext = createContext<ModalTexts | undefined>(undefined);

/** Looks up a text by id and fills in its arguments (placeholders, plurals, selects) in the locale. */
export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** The translate function of the nearest texts. */
export function useMessages(): Translate {
  const provided = useContext(MessagesContext);
  const state = useLocaleState(useConnectConfig());
  const messages: Partial<Messages> = provided?.messages ?? state.messages ?? enFirstPaint;
  const locale = provided?.locale ?? state.id;
  const format = provided?.format ?? fillPlaceholders;
  return useCallback<Translate>((id, values) => format(messages[id] ?? id, values, locale), [messages, locale, format]);
}
