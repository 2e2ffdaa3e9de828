/** A person of the devnet's OpenID provider, the same on every provider it stands in for. */
export interface DevnetSocialUser {
  /** The subject (`sub`) the provider reports. */
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** The handle (GitHub `login`, X and Discord `username`). */
  readonly username: string;
}

/** The test users offered on the devnet provider's sign-in page. */
export const DEVNET_SOCIAL_USERS: readonly DevnetSocialUser[] = [
  { id: 'alice', name: 'Alice Devnet', email: 'alice@devnet.localhost', username: 'alice' },
  { id: 'bob', name: 'Bob Devnet', email: 'bob@devnet.localhost', username: 'bob' },
];

/** The claims of a test user: standard OpenID ones plus the handles some providers name `login` or `username`. */
export function devnetClaims(user: DevnetSocialUser): Record<string, unknown> {
  return {
    sub: user.id,
    name: user.name,
    preferred_username: user.username,
    login: user.username,
    username: user.username,
    email: user.email,
    email_verified: true,
  };
}
