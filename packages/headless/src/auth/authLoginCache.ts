import type { Clock } from '../core/index.js';
import { tryAgainAfter } from '../core/index.js';
import type { ConnectorSourceHost } from '../core/index.js';
import { SecureFrameError } from './SecureFrameError.js';

/** Email login cannot be started again within this long of the last attempt (SPEC sections 5 and 9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

type Storage = ConnectorSourceHost['storage'];

/**
 * The page's part of the email login (SPEC section 4): the email, the login-used flag and the last attempt's
 * time. Nothing secret is ever stored here: the session token, codes and keys stay inside the secure site.
 */
export interface AuthLoginCache {
  email(): string | undefined;
  loginUsed(): boolean;
  /** Refuses ('Please try again after N seconds') within the cooldown, else records the attempt. */
  startAttempt(): void;
  /** A successful sign-in: stores the email and the flag, clears the last attempt's time. */
  signedIn(email: string | null): void;
  /** A sign-in through a social provider or Farcaster: stores the provider, its username and the flag (SPEC section 3). */
  signedInWith(provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster', username: string | null): void;
  /** Disconnect or a failed session check: forgets the email and the flag. */
  clear(): void;
}

/** The login cache over a config's storage and clock. */
export function createAuthLoginCache(storage: Storage, clock: Clock): AuthLoginCache {
  return {
    email: () => storage.get('email'),
    loginUsed: () => storage.get('emailLoginUsed') === true,
    startAttempt() {
      const last = storage.get('lastEmailLoginTime');
      const now = clock.now();
      if (last !== undefined && last <= now && now - last < EMAIL_LOGIN_COOLDOWN_MS) {
        throw new SecureFrameError('EMAIL_LOGIN_COOLDOWN', tryAgainAfter(EMAIL_LOGIN_COOLDOWN_MS - (now - last)));
      }
      storage.set('lastEmailLoginTime', Math.max(0, Math.floor(now)));
    },
    signedIn(email) {
      if (email) storage.set('email', email);
      storage.set('emailLoginUsed', true);
      storage.remove('lastEmailLoginTime');
    },
    signedInWith(provider, username) {
      storage.set('socialProvider', provider);
      if (username) storage.set('socialUsername', username);
      else storage.remove('socialUsername');
      storage.set('emailLoginUsed', true);
    },
    clear() {
      storage.remove('email');
      storage.remove('emailLoginUsed');
      storage.remove('socialProvider');
      storage.remove('socialUsername');
    },
  };
}
