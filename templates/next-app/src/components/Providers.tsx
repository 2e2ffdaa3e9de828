'use client';

import { useState } from 'react';
import type { ReactNode } from 'react';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectModal } from '@connect-modal/renderer-default';
import { createConfig } from '../connect.config';

/**
 * The modal's provider and the modal itself, on every page. The config is made once per server render, from
 * the request's cookies (which the layout passes down), and once for the page's life in the browser, from
 * `document.cookie`: both read the same cookies, so the server's HTML and the first browser render agree.
 */
export function Providers({ cookieHeader, children }: { cookieHeader: string; children: ReactNode }) {
  const [config] = useState(() => createConfig(typeof window === 'undefined' ? cookieHeader : undefined));
  return (
    <ConnectProvider config={config}>
      {children}
      <ConnectModal />
    </ConnectProvider>
  );
}
