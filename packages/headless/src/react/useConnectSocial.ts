'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ConnectSocialParameters, ConnectSocialReturnType } from '../actions/connectSocial.js';
import { openSocialPopup } from '../actions/openSocialPopup.js';
import type { ConnectConfig } from '../core/index.js';
import { connectSocialMutationOptions } from '../queries/socialMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useConnectSocial. */
export interface UseConnectSocialParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<ConnectSocialReturnType, ConnectSocialParameters, Error, context> {}

/** What `connectSocial` / `connectSocialAsync` take: the popup is opened by the hook itself. */
export type ConnectSocialVariables = Omit<ConnectSocialParameters, 'popup'>;

type Mutation<context> = UseMutationResult<ConnectSocialReturnType, Error, ConnectSocialParameters, context>;

/** The connectSocial mutation, with `connectSocial` / `connectSocialAsync`. */
export type UseConnectSocialReturnType<context = unknown> = Mutation<context> & {
  /** Call it in the click handler: the popup opens at once, before anything is awaited. */
  readonly connectSocial: (variables: ConnectSocialVariables, options?: Parameters<Mutation<context>['mutate']>[1]) => void;
  readonly connectSocialAsync: (variables: ConnectSocialVariables, options?: Parameters<Mutation<context>['mutateAsync']>[1]) => Promise<ConnectSocialReturnType>;
};

/**
 * Logs in with a social provider: `connectSocial({ provider })` in a click handler opens the popup synchronously
 * (so browsers do not block it), then the mutation runs the login; `mode: 'redirect'` sends the whole page instead.
 * Fails with SOCIAL_POPUP_BLOCKED when the browser blocked the window. Never retried.
 */
export function useConnectSocial<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseConnectSocialParameters<config, context> = {},
): UseConnectSocialReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...connectSocialMutationOptions(config) }, useConnectQueryClient({ config }));
  const withPopup = (variables: ConnectSocialVariables): ConnectSocialParameters =>
    variables.mode === 'redirect' ? variables : { ...variables, popup: openSocialPopup() };
  return {
    ...mutation,
    connectSocial: (variables, options) => mutation.mutate(withPopup(variables), options),
    connectSocialAsync: (variables, options) => mutation.mutateAsync(withPopup(variables), options),
  };
}
