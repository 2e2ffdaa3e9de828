'use client';
import { useContext } from 'react';
import type { RouterData } from '@connect-modal/headless';
import { useConnectors } from '@connect-modal/headless/react';
import type { MessageId, Messages } from '../messages/en.js';
import { enFirstPaint } from '../messages/enFirstPaint.js';
import { MessagesContext } from '../messages/MessagesContext.js';

/** The header title of a view; the connecting views are titled with the wallet's name. */
export function useViewTitle(view: string, data: RouterData | undefined): string {
  const messages: Partial<Messages> = useContext(MessagesContext)?.messages ?? enFirstPaint;
  const connectors = useConnectors();
  if (view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') {
    const connector = view === 'ConnectingExternal' ? connectors.find((candidate) => candidate.id === data?.connectorId) : undefined;
    const name = connector?.name ?? (typeof data?.walletName === 'string' ? data.walletName : undefined);
    if (name) return name;
  }
  const id = `view.${view}`;
  return Object.hasOwn(messages, id) ? (messages[id as MessageId] ?? '') : '';
}
