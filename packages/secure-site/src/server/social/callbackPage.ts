import { createHash } from 'node:crypto';

// Closes the popup once the sign-in is recorded (the frame picks the result up by itself; nothing is posted to
// an opener, which a Cross-Origin-Opener-Policy page may have cut off).
const CLOSE_SCRIPT = 'setTimeout(function () { window.close(); }, 300);';
const CLOSE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}'`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The callback page's CSP: nothing but its one inline script (by hash), never framed. */
export function callbackCsp(withScript: boolean): string {
  return `default-src 'none'; script-src ${withScript ? CLOSE_SCRIPT_HASH : "'none'"}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** The page the provider's redirect lands on in popup mode: the outcome, and on success a script closing it. */
export function callbackHtml(outcome: { ok: true; provider: string } | { ok: false; message: string }): string {
  const title = outcome.ok ? 'Signed in' : 'Sign-in failed';
  const text = outcome.ok ? `You are signed in with ${escapeHtml(outcome.provider)}. You can close this window.` : escapeHtml(outcome.message);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem; }</style></head>
<body><main><h1>${title}</h1><p ${outcome.ok ? 'role="status"' : 'role="alert"'} data-testid="social-callback-message">${text}</p></main>
${outcome.ok ? `<script>${CLOSE_SCRIPT}</script>` : ''}
</body>
</html>`;
}
