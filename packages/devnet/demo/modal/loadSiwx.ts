import { createSiwxClient } from '@connect-modal/siwx/client';
import type { SiwxClient } from '@connect-modal/siwx/client';

/** The sentence the demo asks visitors to sign; wallets show it above the message's fields. */
export const DEMO_SIWX_STATEMENT = 'Sign in to the Connect modal demo.';

/**
 * The sign-in option of the modal demo (`?siwx=optional` or `?siwx=required`): the devnet's own sign-in backend,
 * built on the server kit, under `/siwx` on the page's origin. Loaded only for those pages.
 */
export function loadSiwx(mode: string): SiwxClient | undefined {
  if (mode !== 'optional' && mode !== 'required') return undefined;
  return createSiwxClient({
    url: new URL('/siwx', window.location.origin).toString(),
    required: mode === 'required',
    statement: DEMO_SIWX_STATEMENT,
  });
}
