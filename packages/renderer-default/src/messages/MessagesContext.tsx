'use client';
import { createContext, useCallback, useContext } from 'react';
import type { MessageId, Messages } from './en.js';
import { en } from './en.js';
import { formatMessage } from './formatMessage.js';

/** The texts the modal shows; English unless a host passes its own. */
export const MessagesContext = createContext<Messages>(en);

/** Looks up a text by id and fills in its placeholders. */
export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** The translate function of the nearest messages. */
export function useMessages(): Translate {
  const messages = useContext(MessagesContext);
  return useCallback<Translate>((id, values) => formatMessage(messages[id], values), [messages]);
}
