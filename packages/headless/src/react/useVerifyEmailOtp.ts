'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VerifyEmailOtpParameters, VerifyEmailOtpReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { verifyEmailOtpMutationOptions } from '../queries/authMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useVerifyEmailOtp. */
export interface UseVerifyEmailOtpParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<VerifyEmailOtpReturnType, VerifyEmailOtpParameters, Error, context> {}

/** The verifyEmailOtp mutation, with `verifyEmailOtp` / `verifyEmailOtpAsync`. */
export type UseVerifyEmailOtpReturnType<context = unknown> = UseMutationResult<VerifyEmailOtpReturnType, Error, VerifyEmailOtpParameters, context> & {
  readonly verifyEmailOtp: UseMutationResult<VerifyEmailOtpReturnType, Error, VerifyEmailOtpParameters, context>['mutate'];
  readonly verifyEmailOtpAsync: UseMutationResult<VerifyEmailOtpReturnType, Error, VerifyEmailOtpParameters, context>['mutateAsync'];
};

/** Verifies the email's code and connects the embedded wallet in every namespace it serves: `verifyEmailOtp({ otp })`. Never retried. */
export function useVerifyEmailOtp<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseVerifyEmailOtpParameters<config, context> = {},
): UseVerifyEmailOtpReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...verifyEmailOtpMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, verifyEmailOtp: mutation.mutate, verifyEmailOtpAsync: mutation.mutateAsync };
}
