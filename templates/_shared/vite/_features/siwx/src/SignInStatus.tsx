import { useSiwx } from '@connect-modal/headless/react';

/** What the sign-in state reads as, to the visitor. */
const LABELS = {
  checking: 'Checking the session…',
  needed: 'Not signed in',
  signing: 'Signing in…',
  signedIn: 'Signed in',
  failed: 'Not signed in',
} as const;

/**
 * The connected account's sign-in, with `useSiwx()`: whether the app's backend (siwxBackend.ts) holds a session
 * for it, and a button to sign in or out. Nothing while there is nothing to sign in (no account yet).
 */
export function SignInStatus() {
  const siwx = useSiwx();
  if (siwx.status === 'idle') return null;
  const busy = siwx.status === 'checking' || siwx.status === 'signing';
  return (
    <div className="signin" data-testid="siwx-status" data-status={siwx.status}>
      <p className="signin-row">
        <span data-testid="siwx-state">{siwx.isSignedIn ? LABELS.signedIn : LABELS[siwx.status]}</span>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => void (siwx.isSignedIn ? siwx.signOut() : siwx.signIn()).catch(() => undefined)}
          data-testid="siwx-button"
        >
          {siwx.isSignedIn ? 'Sign out' : 'Sign in'}
        </button>
      </p>
      {siwx.status === 'failed' && siwx.error && <p role="alert">{siwx.error}</p>}
    </div>
  );
}
