'use client';
import { createContext, useCallback, useContext } from 'react';
import type { MessageId, Messages } from './en.js';
import { enFirstPaint } from './enFirstPaint.js';
import { formatMessage } from './formatMessage.js';

/**
 * The texts the modal shows; English unless a host passes its own. The modal provides the full set; outside it
 * (the connect button, the embedded placeholder) only the first-paint texts are needed.
 */
export const MessagesContext = createContext<Messages>(enFirstPaint as unknown as Messages);

/** Looks up a text by id and fills in its placeholders. */
export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** The translate function of the nearest messages. */
export function useMessages(): Translate {
  const messages = useContext(MessagesContext);
  return useCallback<Translate>((id, values) => formatMessage(messages[id] ?? id, values), [messages]);
}
