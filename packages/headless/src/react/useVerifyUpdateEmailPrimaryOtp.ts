'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VerifyUpdateEmailPrimaryOtpParameters, VerifyUpdateEmailPrimaryOtpReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { verifyUpdateEmailPrimaryOtpMutationOptions } from '../queries/authMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useVerifyUpdateEmailPrimaryOtp. */
export interface UseVerifyUpdateEmailPrimaryOtpParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<VerifyUpdateEmailPrimaryOtpReturnType, VerifyUpdateEmailPrimaryOtpParameters, Error, context> {}

/** The verifyUpdateEmailPrimaryOtp mutation, with `verifyUpdateEmailPrimaryOtp` / `verifyUpdateEmailPrimaryOtpAsync`. */
export type UseVerifyUpdateEmailPrimaryOtpReturnType<context = unknown> = UseMutationResult<VerifyUpdateEmailPrimaryOtpReturnType, Error, VerifyUpdateEmailPrimaryOtpParameters, context> & {
  readonly verifyUpdateEmailPrimaryOtp: UseMutationResult<VerifyUpdateEmailPrimaryOtpReturnType, Error, VerifyUpdateEmailPrimaryOtpParameters, context>['mutate'];
  readonly verifyUpdateEmailPrimaryOtpAsync: UseMutationResult<VerifyUpdateEmailPrimaryOtpReturnType, Error, VerifyUpdateEmailPrimaryOtpParameters, context>['mutateAsync'];
};

/** Verifies the current address's code of an email update: `verifyUpdateEmailPrimaryOtp({ otp })`; a code then goes to the new address. Never retried. */
export function useVerifyUpdateEmailPrimaryOtp<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseVerifyUpdateEmailPrimaryOtpParameters<config, context> = {},
): UseVerifyUpdateEmailPrimaryOtpReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...verifyUpdateEmailPrimaryOtpMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, verifyUpdateEmailPrimaryOtp: mutation.mutate, verifyUpdateEmailPrimaryOtpAsync: mutation.mutateAsync };
}
