import { describe, expect, it } from 'vitest';
import { staticPlatform } from '../core/index.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';
import type { WalletLinks } from './buildWalletDeepLink.js';

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1800000000`;
const ENCODED = encodeURIComponent(URI);
const mobile = staticPlatform({ isMobile: true });
const desktop = staticPlatform({ isMobile: false });
const telegram = staticPlatform({ isMobile: true, isTelegram: true });

describe('buildWalletDeepLink', () => {
  it('encodes the whole URI as one query value', () => {
    const link = buildWalletDeepLink({ mobile_link: 'https://example.app/' }, URI, mobile);
    expect(ENCODED).not.toMatch(/[:@?&=]/);
    expect(link?.href).toBe(`https://example.app/wc?uri=${ENCODED}`);
    expect(new URL(link?.href ?? '').searchParams.get('uri')).toBe(URI);
  });

  const matrix: [string, WalletLinks, typeof mobile, string | undefined, Partial<ReturnType<typeof buildWalletDeepLink>>?][] = [
    ['native scheme with //', { mobile_link: 'trust://' }, mobile, `trust://wc?uri=${ENCODED}`, { kind: 'native', source: 'mobile_link', target: '_self' }],
    ['native scheme with colon only', { mobile_link: 'rainbow:' }, mobile, `rainbow://wc?uri=${ENCODED}`],
    ['bare scheme', { mobile_link: 'zerion' }, mobile, `zerion://wc?uri=${ENCODED}`],
    ['native scheme with a host', { mobile_link: 'wallet://app' }, mobile, `wallet://app/wc?uri=${ENCODED}`],
    ['native scheme with a trailing slash', { mobile_link: 'wallet://app/' }, mobile, `wallet://app/wc?uri=${ENCODED}`],
    ['universal link without slash', { mobile_link: 'https://metamask.app.link' }, mobile, `https://metamask.app.link/wc?uri=${ENCODED}`, { kind: 'universal', target: '_self' }],
    ['universal link with a path', { mobile_link: 'https://link.example/open' }, mobile, `https://link.example/open/wc?uri=${ENCODED}`],
    ['universal link keeping its own query', { mobile_link: 'https://link.example/?ref=app' }, mobile, `https://link.example/wc?uri=${ENCODED}&ref=app`],
    ['mobile falls back to the web app', { mobile_link: null, webapp_link: 'https://web.wallet' }, mobile, `https://web.wallet/wc?uri=${ENCODED}`, { source: 'webapp_link', target: '_blank' }],
    ['desktop uses its desktop app', { mobile_link: 'm://', desktop_link: 'ledgerlive://' }, desktop, `ledgerlive://wc?uri=${ENCODED}`, { source: 'desktop_link', target: '_self' }],
    ['desktop universal link opens beside the page', { desktop_link: 'https://desktop.wallet' }, desktop, `https://desktop.wallet/wc?uri=${ENCODED}`, { target: '_blank' }],
    ['desktop ignores the mobile link', { mobile_link: 'm://' }, desktop, undefined],
    ['desktop falls back to the web app', { desktop_link: '', webapp_link: 'https://web.wallet/' }, desktop, `https://web.wallet/wc?uri=${ENCODED}`],
    ['telegram opens app links outside the mini app', { mobile_link: 'trust://' }, telegram, `trust://wc?uri=${ENCODED}`, { target: '_blank' }],
    ['plain http on this machine (the devnet)', { mobile_link: 'http://127.0.0.1:8080/wallet' }, mobile, `http://127.0.0.1:8080/wallet/wc?uri=${ENCODED}`],
    ['no links at all', {}, mobile, undefined],
    ['javascript scheme is refused', { mobile_link: 'javascript:alert(1)' }, mobile, undefined],
    ['upper-case javascript scheme is refused', { mobile_link: ' JavaScript://%0aalert(1)' }, mobile, undefined],
    ['data scheme is refused', { mobile_link: 'data:text/html,<script>' }, mobile, undefined],
    ['file scheme is refused', { mobile_link: 'file:///etc/passwd' }, mobile, undefined],
    ['plain http off this machine is refused', { mobile_link: 'http://wallet.example' }, mobile, undefined],
    ['credentials in a universal link are refused', { mobile_link: 'https://user:pw@wallet.example' }, mobile, undefined],
    ['a native link with markup is refused', { mobile_link: 'wallet://<img>' }, mobile, undefined],
    ['a refused mobile link falls back to the web app', { mobile_link: 'javascript:x', webapp_link: 'https://web.wallet' }, mobile, `https://web.wallet/wc?uri=${ENCODED}`],
  ];

  it.each(matrix)('%s', (_name, wallet, platform, href, extra) => {
    const link = buildWalletDeepLink(wallet, URI, platform);
    expect(link?.href).toBe(href);
    if (extra) expect(link).toMatchObject(extra);
  });

  it('refuses a URI that is not a WalletConnect pairing URI', () => {
    expect(() => buildWalletDeepLink({ mobile_link: 'trust://' }, 'https://evil.example', mobile)).toThrow(
      expect.objectContaining({ code: 'WC_INVALID_URI' }),
    );
  });
});
