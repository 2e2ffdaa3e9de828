/** What the person does on the devnet provider's pages. */
export interface OidcLoginChoice {
  /** The test user to sign in as (an id of DEVNET_SOCIAL_USERS). */
  readonly user: string;
  /** Approve sharing the account, or deny it (the provider then answers `access_denied`). */
  readonly decision?: 'approve' | 'deny';
}

/**
 * Goes through the devnet OpenID provider's sign-in as a browser would, without one: follows the redirects from
 * `authorizationUrl` with a cookie jar, picks the user, approves or denies, and returns the URL the provider sends
 * the browser back to (the redirect URI with `code` and `state`, or `error`), without opening it.
 */
export async function driveOidcLogin(authorizationUrl: string, redirectUri: string, choice: OidcLoginChoice): Promise<string> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(redirectUri)) return url;
    const response = await request(url, init);
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const interaction = /\/interaction\/([A-Za-z0-9_-]+)\//.exec(page);
    if (response.status !== 200 || !interaction) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
    const base = new URL(`/interaction/${interaction[1]}/`, url);
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    if (page.includes('data-testid="oidc-user-')) {
      url = new URL('login', base).href;
      init = { ...form, body: new URLSearchParams({ user: choice.user }).toString() };
    } else {
      url = new URL(choice.decision === 'deny' ? 'abort' : 'confirm', base).href;
      init = { ...form, body: '' };
    }
  }
  throw new Error('The provider kept redirecting');
}
