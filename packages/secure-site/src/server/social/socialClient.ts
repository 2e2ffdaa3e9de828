import * as oidc from 'openid-client';
import { DEFAULT_SOCIAL_ENDPOINTS } from './providers.js';
import type { SocialProviderConfig, SocialProviderId } from './providers.js';

/** The person a provider vouched for. */
export interface SocialProfile {
  /** The provider's stable id of the person. */
  readonly subject: string;
  /** The name to show, when the provider gives one. */
  readonly username: string | null;
}

/** What the authorization request is bound to: checked again on the callback. */
export interface AuthorizationChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** A provider's OpenID Connect / OAuth 2 client. */
export interface SocialClient {
  /** The provider's authorization URL for one login (state, nonce and the PKCE S256 challenge in it). */
  authorizationUrl(checks: AuthorizationChecks, redirectUri: string): Promise<string>;
  /** Exchanges the callback's code (state, PKCE verifier and ID token nonce checked) and reads the person. */
  exchange(callbackUrl: URL, checks: AuthorizationChecks): Promise<SocialProfile>;
}

/** Plain-HTTP endpoints are accepted only on the loopback interface (a local provider such as the devnet's). */
function isLoopbackHttp(url: string | undefined): boolean {
  if (!url) return false;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
}

function pick(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 128);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/** Creates the client of `provider` from its configuration, the real provider's defaults filling the gaps. */
export function createSocialClient(provider: SocialProviderId, given: SocialProviderConfig): SocialClient {
  const defaults = DEFAULT_SOCIAL_ENDPOINTS[provider];
  // A configuration naming its own issuer or endpoints takes none of the real provider's endpoints.
  const ownServer = given.issuer !== undefined || given.authorizationEndpoint !== undefined || given.tokenEndpoint !== undefined;
  const base: Partial<SocialProviderConfig> = ownServer
    ? { scopes: defaults.scopes, subjectClaim: defaults.subjectClaim, usernameClaim: defaults.usernameClaim, tokenAuth: defaults.tokenAuth }
    : defaults;
  const settings: SocialProviderConfig = { ...base, ...given };
  const scopes = settings.scopes ?? ['openid'];
  const auth = settings.tokenAuth === 'client_secret_post' ? oidc.ClientSecretPost(settings.clientSecret) : oidc.ClientSecretBasic(settings.clientSecret);
  const insecure = isLoopbackHttp(settings.issuer ?? settings.tokenEndpoint);
  let configuration: Promise<oidc.Configuration> | undefined;

  const configure = async (): Promise<oidc.Configuration> => {
    // The given endpoints win over discovery; discovery is used when an issuer is set and an endpoint is not.
    if (settings.issuer && !(settings.authorizationEndpoint && settings.tokenEndpoint)) {
      return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, auth, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    }
    if (!settings.authorizationEndpoint || !settings.tokenEndpoint) throw new Error(`The ${provider} provider needs an issuer or its authorization and token endpoints`);
    const config = new oidc.Configuration(
      {
        issuer: settings.issuer ?? new URL(settings.authorizationEndpoint).origin,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
        ...(settings.userinfoEndpoint ? { userinfo_endpoint: settings.userinfoEndpoint } : {}),
      },
      settings.clientId,
      settings.clientSecret,
      auth,
    );
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  };
  const config = () => {
    configuration ??= configure().catch((error: unknown) => {
      configuration = undefined; // a failed discovery is tried again on the next login
      throw error;
    });
    return configuration;
  };
  const openid = scopes.includes('openid');

  return {
    async authorizationUrl(checks, redirectUri) {
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(openid ? { nonce: checks.nonce } : {}),
      });
      return url.href;
    },
    async exchange(callbackUrl, checks) {
      const current = await config();
      const tokens = await oidc.authorizationCodeGrant(current, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(openid ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
      const claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) };
      const userinfoUrl = settings.userinfoEndpoint ?? current.serverMetadata().userinfo_endpoint;
      let info: unknown;
      if (userinfoUrl) {
        const response = await oidc.fetchProtectedResource(current, tokens.access_token, new URL(userinfoUrl), 'GET');
        if (!response.ok) throw new Error(`The ${provider} profile request answered ${response.status}`);
        info = await response.json();
      }
      const subjectClaim = settings.subjectClaim ?? 'sub';
      const subject = text(pick(claims, subjectClaim)) ?? text(pick(info, subjectClaim));
      if (!subject) throw new Error(`The ${provider} answer has no ${subjectClaim}`);
      // With an ID token, the profile must be about the same person.
      const infoSubject = text(pick(info, subjectClaim));
      if (claims.sub !== undefined && info !== undefined && subjectClaim === 'sub' && infoSubject !== subject) throw new Error(`The ${provider} profile is about another person`);
      const usernameClaim = settings.usernameClaim ?? 'name';
      const username = text(pick(info, usernameClaim)) ?? text(pick(claims, usernameClaim)) ?? null;
      return { subject, username };
    },
  };
}
