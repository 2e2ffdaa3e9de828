import type { DevnetSocialUser } from './testUsers.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem; color: #1b1b1f; }
button { font: inherit; padding: .6rem 1rem; margin: .25rem 0; border-radius: .5rem; border: 1px solid #555; background: #fff; color: #1b1b1f; cursor: pointer; width: 100%; }
button.primary { background: #1b4dd8; color: #fff; border-color: #1b4dd8; }
p.note { color: #4a4a55; font-size: .9rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The sign-in page: pick one of the test users (the provider does not check passwords). */
export function loginPage(uid: string, clientName: string, users: readonly DevnetSocialUser[]): string {
  const buttons = users
    .map((user) => `<button type="submit" name="user" value="${escapeHtml(user.id)}" data-testid="oidc-user-${escapeHtml(user.id)}">Sign in as ${escapeHtml(user.name)}</button>`)
    .join('\n');
  return page(
    'Devnet sign-in',
    `<p>${escapeHtml(clientName)} asks you to sign in. This is the devnet's OpenID provider: choose a test user.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
${buttons}
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit" data-testid="oidc-cancel">Cancel</button>
</form>`,
  );
}

/** The consent page: share the account's name and email with the app, or decline. */
export function consentPage(uid: string, clientName: string, scopes: readonly string[]): string {
  return page(
    'Share your account?',
    `<p>${escapeHtml(clientName)} asks for: ${escapeHtml(scopes.join(', '))}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm">
<button type="submit" class="primary" data-testid="oidc-approve">Approve</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit" data-testid="oidc-deny">Deny</button>
</form>
<p class="note">Deny answers the app with the OAuth error access_denied.</p>`,
  );
}

/** A page for an interaction that cannot go on (expired or unknown). */
export function interactionErrorPage(message: string): string {
  return page('Sign-in failed', `<p role="alert">${escapeHtml(message)}</p>`);
}
