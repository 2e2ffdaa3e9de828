// The XSS suite's page: the devnet's modal page served under a strict Content-Security-Policy, with every payload
// run, policy violation and opened link recorded. Scripts given to Playwright's addInitScript run whatever the
// page's policy says; they stand in for wallet extensions (which also inject their scripts).
import type { BrowserContext, Page } from 'playwright-core';
import type { XssPayload } from './xssPayloads.js';
import { asDataImage } from './xssPayloads.js';

/**
 * The strict policy the modal must run under: scripts and styles from the page's own origin only (no inline
 * script or style, no eval), Trusted Types required with no policy allowed, no plugins, no `<base>`, no forms.
 * Images may come from any https host (token icons, avatars and NFT pictures are wherever their owners put them).
 * Images, connections and frames may also reach local services on 127.0.0.1 (the devnet's chains, relay, secure
 * site and the hostile server); a host page puts its own service origins there instead.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "frame-src http://127.0.0.1:*",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** What the pages of a context did that the suite counts. */
export interface XssRecord {
  /** Ids of payloads that ran. */
  readonly executions: number[];
  /** Policy violations: `securitypolicyviolation` events and the console's policy messages. */
  readonly violations: string[];
  /** Every URL a page tried to open: links followed, `window.open`, navigations away, new windows. */
  readonly links: string[];
  /** Uncaught errors of the pages. */
  readonly pageErrors: string[];
}

// Reports policy violations and every link the page tries to follow; links are recorded, then not followed, so
// the page stays where it is (a followed `javascript:` link would also be a violation).
const WATCH_SCRIPT = `(() => {
  const report = (kind, detail) => { try { window.__xssReport(kind, String(detail)); } catch {} };
  document.addEventListener('securitypolicyviolation', (event) => {
    report('violation', event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample);
  }, true);
  window.open = function (url) {
    report('link', url === undefined ? '' : new URL(String(url), location.href).href);
    return null;
  };
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
    if (anchor) {
      report('link', anchor.href);
      event.preventDefault();
    }
  }, true);
  document.addEventListener('submit', (event) => {
    report('link', event.target && event.target.action);
    event.preventDefault();
  }, true);
})();`;

/** Records executions, violations and links of every page of `context`. Call once per context. */
export async function watchContext(context: BrowserContext): Promise<XssRecord> {
  const record: XssRecord = { executions: [], violations: [], links: [], pageErrors: [] };
  await context.exposeBinding('__xss', (_source, id: unknown) => {
    record.executions.push(Number(id));
  });
  await context.exposeBinding('__xssReport', (_source, kind: unknown, detail: unknown) => {
    if (kind === 'violation') record.violations.push(String(detail));
    else record.links.push(String(detail));
  });
  await context.addInitScript({ content: WATCH_SCRIPT });
  // A document answered through a Playwright route has no address of its own, so Chromium counts it as public and
  // asks before it reaches 127.0.0.1; the devnet's page, served from 127.0.0.1, never asks.
  await context.grantPermissions(['local-network-access']);
  context.on('page', (page) => {
    // A new window is a link opened; the suite's own pages start blank.
    if (page.url() !== 'about:blank') record.links.push(page.url());
    page.on('popup', (popup) => record.links.push(popup.url()));
    page.on('pageerror', (error) => record.pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i.test(message.text())) record.violations.push(`console: ${message.text()}`);
    });
  });
  return record;
}

/**
 * Serves the devnet page at `pagePath` under {@link STRICT_CSP}: the response gets the policy header, and the
 * page's inline scripts (its config) become same-origin script files, as a host under this policy would serve them.
 * A navigation of the page away from it is recorded as a link opened.
 */
export async function serveStrict(page: Page, origin: string, pagePath: string, record: XssRecord): Promise<void> {
  const inline = new Map<string, string>();
  await page.route(
    (url) => url.origin === origin && url.pathname === pagePath,
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      html = html.replace(/<script>([\s\S]*?)<\/script>/g, (_match, code: string) => {
        const path = `/__strict/inline-${inline.size}.js`;
        inline.set(path, code);
        return `<script src="${path}"></script>`;
      });
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
    },
  );
  await page.route(
    (url) => url.origin === origin && url.pathname.startsWith('/__strict/'),
    (route) => {
      const code = inline.get(new URL(route.request().url()).pathname);
      return code === undefined
        ? route.fulfill({ status: 404, body: 'Not found' })
        : route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: code });
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin !== origin || url.pathname !== pagePath) record.links.push(frame.url());
  });
}

/**
 * An init script that announces one hostile EIP-6963 wallet per payload (its name, icon and, for every other
 * one, its rdns) and, as Wallet Standard wallets on `solanaChain`, one per payload again. Every request to
 * these wallets is refused with the next three of `errors` as the error's message, short message and cause;
 * `window.__hostileErrors()` tells how many have been used.
 */
export function hostileWalletsScript(payloads: readonly XssPayload[], errors: readonly XssPayload[], solanaChain: string): string {
  const wallets = payloads.map((p, index) => ({
    id: p.id,
    name: p.text,
    icon: asDataImage(p),
    rdns: index % 2 === 0 ? `com.hostile.w${p.id}` : p.text,
  }));
  // JSON.stringify writes lone surrogates as escapes, so the script text is well-formed.
  return `(() => {
  const wallets = ${JSON.stringify(wallets)};
  const errors = ${JSON.stringify(errors.map((p) => p.text))};
  let next = 0;
  window.__hostileErrors = () => next;
  // Each refusal carries three payloads: as its message, its short message and its cause's message.
  const refuse = () => {
    const text = (offset) => errors[(next + offset) % errors.length];
    const error = new Error(text(0), { cause: new Error(text(2)) });
    error.shortMessage = text(1);
    error.code = next % 2 === 0 ? 4001 : -32603;
    error.data = text(2);
    next += 3;
    return Promise.reject(error);
  };
  const providers = wallets.map((wallet) => ({
    info: Object.freeze({ uuid: 'hostile-' + wallet.id, name: wallet.name, icon: wallet.icon, rdns: wallet.rdns }),
    provider: { request: ({ method }) => method === 'eth_chainId' ? Promise.resolve('0x7a69') : method === 'eth_accounts' ? Promise.resolve([]) : refuse(), on() {}, removeListener() {} },
  }));
  const announce = () => { for (const detail of providers) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) })); };
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  const standard = wallets.map((wallet) => ({
    version: '1.0.0',
    name: wallet.name,
    icon: wallet.icon,
    chains: [${JSON.stringify(solanaChain)}],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: () => refuse() },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signMessage': { version: '1.0.0', signMessage: () => refuse() },
    },
  }));
  const register = (api) => { for (const wallet of standard) api.register(wallet); };
  window.addEventListener('wallet-standard:app-ready', (event) => register(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
})();`;
}
