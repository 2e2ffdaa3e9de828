import type { Platform } from '../core/index.js';
import { parseWalletConnectUri } from './parseWalletConnectUri.js';

/** The links of a wallet-directory entry (any may be missing or null). */
export interface WalletLinks {
  readonly mobile_link?: string | null;
  readonly desktop_link?: string | null;
  readonly webapp_link?: string | null;
}

/** A link that opens a wallet with a pairing URI. */
export interface WalletDeepLink {
  readonly href: string;
  /** `native` for an app scheme (`wallet://`), `universal` for an https link. */
  readonly kind: 'native' | 'universal';
  /** Which of the wallet's links it was built from. */
  readonly source: 'mobile_link' | 'desktop_link' | 'webapp_link';
  /** Where to open it: app links replace the page, web wallets open beside it. */
  readonly target: '_self' | '_blank';
}

// Schemes that would run code or read local data in the page instead of opening an app.
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'https', 'ws', 'wss', 'ftp']);
const SCHEME = /^([a-z][a-z0-9+.-]{0,63}):/i;
const MAX_LINK_LENGTH = 512;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function universalLink(link: string, encodedUri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  // Plain http only for a wallet on this machine (the devnet); anything else must be https.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHost(url.hostname))) return undefined;
  if (url.username || url.password) return undefined;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const extra = url.search.length > 1 ? `&${url.search.slice(1)}` : '';
  return `${url.origin}${path}wc?uri=${encodedUri}${extra}`;
}

function nativeLink(link: string, encodedUri: string): string | undefined {
  const scheme = SCHEME.exec(link)?.[1] ?? (/^[a-z][a-z0-9+.-]{0,63}$/i.test(link) ? link : undefined);
  if (!scheme || FORBIDDEN_SCHEMES.has(scheme.toLowerCase())) return undefined;
  // "wallet:", "wallet://" and "wallet://path" all become "wallet://…/wc?uri=".
  const rest = link.slice(scheme.length).replace(/^:?\/*/, '');
  if (/[\s"'<>\\^`{|}]/.test(rest) || rest.includes('?') || rest.includes('#')) return undefined;
  const base = `${scheme}://${rest}`;
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodedUri}`;
}

function build(link: string | null | undefined, encodedUri: string): { href: string; kind: WalletDeepLink['kind'] } | undefined {
  if (typeof link !== 'string') return undefined;
  const trimmed = link.trim();
  if (trimmed === '' || trimmed.length > MAX_LINK_LENGTH) return undefined;
  if (/^https?:/i.test(trimmed)) {
    const href = universalLink(trimmed, encodedUri);
    return href ? { href, kind: 'universal' } : undefined;
  }
  const href = nativeLink(trimmed, encodedUri);
  return href ? { href, kind: 'native' } : undefined;
}

/**
 * The link that opens `wallet` with the pairing `uri`: on mobile its mobile link (app scheme or universal
 * link), else its web app; on desktop its desktop app, else its web app. The URI is percent-encoded as one
 * query value (`…/wc?uri=wc%3A…`). Undefined when the wallet has no usable link; links with a script or
 * file scheme, or plain http off this machine, are never used. Throws WalletConnectError on a bad URI.
 */
export function buildWalletDeepLink(
  wallet: WalletLinks,
  uri: string,
  platform: Pick<Platform, 'isMobile' | 'isTelegram'>,
): WalletDeepLink | undefined {
  parseWalletConnectUri(uri);
  const encoded = encodeURIComponent(uri);
  const mobile = platform.isMobile();
  const order: readonly WalletDeepLink['source'][] = mobile ? ['mobile_link', 'webapp_link'] : ['desktop_link', 'webapp_link'];
  for (const source of order) {
    const built = build(wallet[source], encoded);
    if (!built) continue;
    // A Telegram mini app cannot navigate itself away; its links must open outside it.
    const target = source === 'webapp_link' || platform.isTelegram() || (!mobile && built.kind === 'universal') ? '_blank' : '_self';
    return { ...built, source, target };
  }
  return undefined;
}
