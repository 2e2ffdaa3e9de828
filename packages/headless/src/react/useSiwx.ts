'use client';
import { useMemo } from 'react';
import { cancelSignIn, signIn, signOut } from '../actions/index.js';
import type { ConnectConfig, SiwxAccountRef, SiwxSessionInfo, SiwxStatus } from '../core/index.js';
import { siwxAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useSiwx. */
export type UseSiwxParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The sign-in state of the connected account, and the operations on it. */
export interface UseSiwxReturnType {
  /** `idle` (nothing to sign in), `checking`, `needed`, `signing`, `signedIn` or `failed`. */
  readonly status: SiwxStatus;
  readonly isSignedIn: boolean;
  /** Whether the app requires sign-in (cancelling then disconnects). */
  readonly required: boolean;
  /** The account (address and CAIP-2 chain) the state is about. */
  readonly account: SiwxAccountRef | undefined;
  readonly session: SiwxSessionInfo | undefined;
  /** Why the last attempt failed ('Signature declined', the backend's reason, ...). */
  readonly error: string | undefined;
  /** Signs in (never retried; a second call while one runs joins it). */
  signIn(): Promise<SiwxSessionInfo>;
  signOut(): Promise<void>;
  /** Declines: disconnects when sign-in is required, else closes the modal. */
  cancel(): Promise<void>;
}

/** Sign-in (SIWX) of the connected account, with the config's `siwx`: `const { status, signIn } = useSiwx()`. */
export function useSiwx<config extends ConnectConfig = ResolvedRegister['config']>(parameters: UseSiwxParameters<config> = {}): UseSiwxReturnType {
  const config = useConnectConfig(parameters);
  const state = useStoreValue(siwxAtom, config);
  const actions = useMemo(
    () => ({ signIn: () => signIn(config), signOut: () => signOut(config), cancel: () => cancelSignIn(config) }),
    [config],
  );
  return {
    ...actions,
    status: state.status,
    isSignedIn: state.hasSession,
    required: state.required,
    account: state.account,
    session: state.session,
    error: state.error,
  };
}
