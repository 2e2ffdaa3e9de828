import '@connect-modal/themes/style.css';
import '@connect-modal/renderer-default/style.css';
import './globals.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Providers } from '../components/Providers';
import { appName } from '../connect.config';

export const metadata: Metadata = {
  title: appName,
  icons: { icon: 'data:,' },
};

/**
 * The root layout, a server component: it reads the request's cookies (so every page renders per request)
 * and hands them to the client-side providers, which render the remembered connection on the server.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookieHeader = (await headers()).get('cookie') ?? '';
  return (
    <html lang="en">
      <body>
        <Providers cookieHeader={cookieHeader}>{children}</Providers>
      </body>
    </html>
  );
}
