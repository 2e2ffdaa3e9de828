import { SECURE_SITE_VERSION } from './protocol.js';

/** A rectangle in viewport pixels where the frame shows its approval card. */
export interface FrameRect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** What the iframe's URL carries (SPEC section 7). */
export interface SecureFrameUrlOptions {
  readonly secureSiteUrl: string;
  readonly projectId: string;
  /** CAIP-2 network the frame starts on. */
  readonly chainId: string;
  readonly enableLogger: boolean;
}

/** Above the modal (whose default z-index is 999) and anything a page is likely to stack. */
const VISIBLE_Z_INDEX = '2147483647';

/** The iframe's URL: `{secureSiteUrl}/?projectId&chainId&version=4&enableLogger`. */
export function secureFrameUrl(options: SecureFrameUrlOptions): URL {
  const url = new URL(options.secureSiteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('The secure site URL must be http(s)');
  url.pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  url.search = '';
  url.hash = '';
  url.searchParams.set('projectId', options.projectId);
  url.searchParams.set('chainId', options.chainId);
  url.searchParams.set('version', String(SECURE_SITE_VERSION));
  url.searchParams.set('enableLogger', String(options.enableLogger));
  return url;
}

/** Hides the frame: fixed, no size, transparent, not reachable by pointer or keyboard. */
export function hideFrame(iframe: HTMLIFrameElement): void {
  const { style } = iframe;
  style.position = 'fixed';
  style.top = '0px';
  style.left = '0px';
  style.width = '0px';
  style.height = '0px';
  style.border = 'none';
  style.opacity = '0';
  style.pointerEvents = 'none';
  style.zIndex = VISIBLE_Z_INDEX;
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
}

/** Shows the frame over `rect` (its approval card), above the modal and clickable under a modal's inert body. */
export function showFrame(iframe: HTMLIFrameElement, rect: FrameRect): void {
  const { style } = iframe;
  style.position = 'fixed';
  style.top = `${Math.round(rect.top)}px`;
  style.left = `${Math.round(rect.left)}px`;
  style.width = `${Math.max(0, Math.round(rect.width))}px`;
  style.height = `${Math.max(0, Math.round(rect.height))}px`;
  style.border = 'none';
  style.opacity = '1';
  style.pointerEvents = 'auto';
  style.zIndex = VISIBLE_Z_INDEX;
  iframe.removeAttribute('aria-hidden');
  iframe.tabIndex = 0;
}

/**
 * Creates the hidden fixed-position iframe of the secure site (SPEC section 2). It has no sandbox (the frame
 * needs its own storage and scripts) and no extra permissions; `referrerpolicy='origin'` lets it read the
 * parent's origin where `location.ancestorOrigins` is missing.
 */
export function createSecureFrameElement(doc: Document, src: URL): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  iframe.title = 'Secure login';
  iframe.setAttribute('referrerpolicy', 'origin');
  iframe.setAttribute('data-connect-modal', 'secure-frame');
  hideFrame(iframe);
  iframe.src = src.href;
  return iframe;
}
