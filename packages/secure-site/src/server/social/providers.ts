/** The social providers of SPEC section 5, each signed in through OpenID Connect or OAuth 2. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;

/** A social provider's id. */
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** Names shown on the callback page and in error texts. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProviderId, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/**
 * One provider's client configuration. Either `issuer` (OpenID Connect discovery) or the endpoints (OAuth 2
 * providers without discovery); the defaults of {@link DEFAULT_SOCIAL_ENDPOINTS} fill what is left out.
 */
export interface SocialProviderConfig {
  /** OpenID Connect issuer; its `/.well-known/openid-configuration` is read once. */
  readonly issuer?: string;
  readonly authorizationEndpoint?: string;
  readonly tokenEndpoint?: string;
  /** Where the person's id and name are read with the access token (OpenID userinfo or the provider's own API). */
  readonly userinfoEndpoint?: string;
  readonly clientId: string;
  readonly clientSecret?: string;
  /** How the client authenticates at the token endpoint (default `client_secret_basic`). */
  readonly tokenAuth?: 'client_secret_basic' | 'client_secret_post';
  /** Scopes asked for. */
  readonly scopes?: readonly string[];
  /** Dotted path of the person's stable id in the ID token or userinfo answer (default `sub`). */
  readonly subjectClaim?: string;
  /** Dotted path of the name to show (SPEC's social username). */
  readonly usernameClaim?: string;
}

/** The public endpoints and fields of each real provider, used for what a configuration leaves out. */
export const DEFAULT_SOCIAL_ENDPOINTS: Readonly<Record<SocialProviderId, Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>>> = {
  google: { issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'], subjectClaim: 'sub', usernameClaim: 'email' },
  apple: { issuer: 'https://appleid.apple.com', scopes: ['openid', 'email'], subjectClaim: 'sub', usernameClaim: 'email', tokenAuth: 'client_secret_post' },
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scopes: ['read:user'],
    subjectClaim: 'id',
    usernameClaim: 'login',
    tokenAuth: 'client_secret_post',
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    subjectClaim: 'data.id',
    usernameClaim: 'data.username',
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify'],
    subjectClaim: 'id',
    usernameClaim: 'username',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name',
    scopes: ['public_profile'],
    subjectClaim: 'id',
    usernameClaim: 'name',
    tokenAuth: 'client_secret_post',
  },
};

/** Whether `value` names one of the six social providers. */
export function isSocialProvider(value: unknown): value is SocialProviderId {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Reads `SOCIAL_PROVIDERS`: JSON `{ "<provider>": { "clientId": "..", "clientSecret": "..", "issuer"?: .., .. } }`.
 * Throws a clear error for an unknown provider or a missing client id.
 */
export function parseSocialProviders(json: string): Partial<Record<SocialProviderId, SocialProviderConfig>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('SOCIAL_PROVIDERS must be JSON like {"google": {"clientId": "..", "clientSecret": ".."}}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SOCIAL_PROVIDERS must be a JSON object');
  const result: Partial<Record<SocialProviderId, SocialProviderConfig>> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!isSocialProvider(name)) throw new Error(`SOCIAL_PROVIDERS: unknown provider "${name}" (one of ${SOCIAL_PROVIDERS.join(', ')})`);
    const config = value as Partial<SocialProviderConfig> | null;
    if (!config || typeof config !== 'object' || typeof config.clientId !== 'string' || !config.clientId) {
      throw new Error(`SOCIAL_PROVIDERS["${name}"].clientId is required`);
    }
    for (const key of ['issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const) {
      const url = config[key];
      if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\//.test(url))) throw new Error(`SOCIAL_PROVIDERS["${name}"].${key} must be an http(s) URL`);
    }
    result[name] = config as SocialProviderConfig;
  }
  return result;
}
