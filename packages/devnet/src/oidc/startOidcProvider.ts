import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SOCIAL_PROVIDERS } from '@connect-modal/secure-site';
import type { SocialProviderConfig, SocialProviderId } from '@connect-modal/secure-site';
import { consentPage, interactionErrorPage, loginPage } from './interactionPages.js';
import { DEVNET_SOCIAL_USERS, devnetClaims } from './testUsers.js';

/** The claim each stand-in gives as the username: the field the real provider names the person by. */
const USERNAME_CLAIMS: Readonly<Record<SocialProviderId, string>> = {
  google: 'email',
  x: 'username',
  discord: 'username',
  github: 'login',
  apple: 'email',
  facebook: 'name',
};

/** A running devnet OpenID provider, standing in for every social provider. */
export interface DevnetOidcProvider {
  /** Its issuer URL (`http://127.0.0.1:<port>`), where discovery is served. */
  readonly issuer: string;
  /**
   * Registers one client per social provider, each allowed to come back only to `redirectUri` (the secure site's
   * callback). Until it is called, the provider answers 503.
   */
  configure(redirectUri: string): void;
  /** The secure-site configuration of all six providers against this issuer. */
  socialProviders(): Record<SocialProviderId, SocialProviderConfig>;
  stop(): Promise<void>;
}

function clientSecret(provider: SocialProviderId, salt: string): string {
  return `devnet-${provider}-${salt}`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 10_000) throw new Error('The form is too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * Starts a real OpenID provider (`oidc-provider`) on 127.0.0.1 with the devnet's test users. Its sign-in page lists
 * the users to pick from, then asks to approve sharing the account (Deny answers `access_denied`). Authorization
 * code flow with PKCE, client secrets, ID tokens and userinfo, like the providers it stands in for; every page is
 * served with `Cross-Origin-Opener-Policy: same-origin`, as the big providers' are.
 */
export async function startOidcProvider(options: { readonly host?: string } = {}): Promise<DevnetOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const salt = randomBytes(12).toString('hex');
  let provider: Provider | undefined;
  let handleOidc: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> => {
    if (!provider) return html(res, 503, interactionErrorPage('The provider is not configured yet'));
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return html(res, 400, interactionErrorPage('This sign-in has expired or is unknown. Start again from the app.'));
    }
    if (details.uid !== uid) return html(res, 400, interactionErrorPage('This sign-in does not match the one in progress.'));
    const clientId = String(details.params.client_id ?? '');
    const clientName = clientId.replace(/^devnet-/, '');
    if (req.method === 'GET' && action === undefined) {
      if (details.prompt.name === 'login') return html(res, 200, loginPage(uid, clientName, DEVNET_SOCIAL_USERS));
      const scopes = String(details.params.scope ?? '').split(' ').filter(Boolean);
      return html(res, 200, consentPage(uid, clientName, scopes));
    }
    if (req.method !== 'POST') return html(res, 405, interactionErrorPage('Method not allowed'));
    const form = await readForm(req);
    if (action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person declined to sign in' }, { mergeWithLastSubmission: false });
    }
    if (action === 'login') {
      const user = DEVNET_SOCIAL_USERS.find((candidate) => candidate.id === form.get('user'));
      if (!user) return html(res, 400, interactionErrorPage('Choose one of the listed users.'));
      return provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
    }
    if (action === 'confirm' && details.session?.accountId) {
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    return html(res, 400, interactionErrorPage('Unknown step of the sign-in'));
  };

  const server = createServer((req, res) => {
    // Like the big providers' sign-in pages: the popup loses its link to the opener, which the login must survive.
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm|abort))?$/.exec(url.pathname);
      if (match?.[1]) return interaction(req, res, match[1], match[2]);
      if (!handleOidc) return html(res, 503, interactionErrorPage('The provider is not configured yet'));
      handleOidc(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) html(res, 500, interactionErrorPage(error instanceof Error ? error.message : 'Internal error'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    configure(redirectUri) {
      provider = new Provider(issuer, {
        clients: SOCIAL_PROVIDERS.map((id) => ({
          client_id: `devnet-${id}`,
          client_secret: clientSecret(id, salt),
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        })),
        async findAccount(_ctx: unknown, id: string) {
          const user = DEVNET_SOCIAL_USERS.find((candidate) => candidate.id === id);
          return user ? { accountId: user.id, claims: () => devnetClaims(user) } : undefined;
        },
        claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'login', 'username'], email: ['email', 'email_verified'] },
        interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        features: { devInteractions: { enabled: false } },
        // Every client proves its authorization request with PKCE, as the secure site always does.
        pkce: { required: () => true },
        cookies: { keys: [randomBytes(32).toString('hex')] },
        // Lifetimes in seconds: a sign-in may take 10 minutes, a session lasts the test run.
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
        // Its own ID-token signing key, fresh for each run.
        jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'devnet', use: 'sig', alg: 'RS256' }] },
      });
      handleOidc = provider.callback();
    },
    socialProviders() {
      const configs = {} as Record<SocialProviderId, SocialProviderConfig>;
      for (const id of SOCIAL_PROVIDERS) {
        configs[id] = {
          issuer,
          clientId: `devnet-${id}`,
          clientSecret: clientSecret(id, salt),
          tokenAuth: 'client_secret_basic',
          scopes: ['openid', 'profile', 'email'],
          subjectClaim: 'sub',
          usernameClaim: USERNAME_CLAIMS[id],
        };
      }
      return configs;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
