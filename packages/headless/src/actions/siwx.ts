import type { ConnectConfig, SiwxSessionInfo, SiwxState } from '../core/index.js';
import { siwxAtom } from '../core/state/atoms.js';

/** The sign-in state of the connected account: status, session, the last error. */
export function getSiwxState(config: ConnectConfig): SiwxState {
  return config.store.get(siwxAtom);
}

/** Calls `onChange` whenever the sign-in state changes; returns a stop function. */
export function watchSiwx(config: ConnectConfig, parameters: { onChange(state: SiwxState, previous: SiwxState): void }): () => void {
  let previous = getSiwxState(config);
  return config.store.sub(siwxAtom, () => {
    const next = getSiwxState(config);
    if (next === previous) return;
    const before = previous;
    previous = next;
    parameters.onChange(next, before);
  });
}

/**
 * Signs the connected account in: a nonce and a message from the config's `siwx`, the wallet's signature (Sign
 * In With Solana where the wallet has it), the backend's verification, the session kept. Never retried; a call
 * while one runs joins it, so a double click signs once.
 */
export function signIn(config: ConnectConfig): Promise<SiwxSessionInfo> {
  return config._internal.siwx.signIn();
}

/** Ends the account's session at the backend and here; when sign-in is required, disconnects too. */
export function signOut(config: ConnectConfig): Promise<void> {
  return config._internal.siwx.signOut();
}

/** The visitor declines to sign in: disconnects when sign-in is required, else closes the modal. */
export function cancelSignIn(config: ConnectConfig): Promise<void> {
  return config._internal.siwx.cancel();
}
