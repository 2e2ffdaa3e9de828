// Image URLs come from wallets and services the page does not control (token icons, avatars, NFT pictures, wallet
// icons). Only URLs that name an image resource reach an `<img>`: a script or file URL would be refused by a strict
// Content-Security-Policy (and reported as a violation) at best, and a plain-http one would be mixed content.

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// Relative URLs (a host's own `/icons/wallet.svg`) resolve against this base, which nothing absolute shares.
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * The URL to put in an `<img>` for `url`, or undefined when it is not an image URL the modal shows: https, a
 * `data:image/…` URI of a common format, a path on the page's own origin, or plain http on this machine (a local
 * development service). Anything else (`javascript:`, `vbscript:`, `file:`, `blob:`, other `data:` types,
 * protocol-relative URLs, http elsewhere, no URL) is left out.
 */
export function imageSource(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  if (DATA_IMAGE.test(url)) return url;
  // `//host/…` takes the page's scheme, plain http on an http page.
  if (/^[\s\\/]{2}/.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'https:') return url;
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return url;
  return undefined;
}
