import type { ReactNode } from 'react';
import { ConnectProvider } from '@connect-modal/headless/react';
import { en } from '../messages/en.js';
import { formatMessage } from '../messages/formatMessage.js';
import { MessagesContext } from '../messages/MessagesContext.js';
import { createFakeWalletConfig } from './createFakeWalletConfig.js';

/** A component under test with what the modal gives it: a config and the English texts. */
export function TestTexts({ children }: { readonly children: ReactNode }) {
  return (
    <ConnectProvider config={createFakeWalletConfig()}>
      <MessagesContext.Provider value={{ messages: en, locale: 'en', format: formatMessage }}>{children}</MessagesContext.Provider>
    </ConnectProvider>
  );
}
