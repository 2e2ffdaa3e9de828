'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VerifyUpdateEmailSecondaryOtpParameters, VerifyUpdateEmailSecondaryOtpReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { verifyUpdateEmailSecondaryOtpMutationOptions } from '../queries/authMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useVerifyUpdateEmailSecondaryOtp. */
export interface UseVerifyUpdateEmailSecondaryOtpParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<VerifyUpdateEmailSecondaryOtpReturnType, VerifyUpdateEmailSecondaryOtpParameters, Error, context> {}

/** The verifyUpdateEmailSecondaryOtp mutation, with `verifyUpdateEmailSecondaryOtp` / `verifyUpdateEmailSecondaryOtpAsync`. */
export type UseVerifyUpdateEmailSecondaryOtpReturnType<context = unknown> = UseMutationResult<VerifyUpdateEmailSecondaryOtpReturnType, Error, VerifyUpdateEmailSecondaryOtpParameters, context> & {
  readonly verifyUpdateEmailSecondaryOtp: UseMutationResult<VerifyUpdateEmailSecondaryOtpReturnType, Error, VerifyUpdateEmailSecondaryOtpParameters, context>['mutate'];
  readonly verifyUpdateEmailSecondaryOtpAsync: UseMutationResult<VerifyUpdateEmailSecondaryOtpReturnType, Error, VerifyUpdateEmailSecondaryOtpParameters, context>['mutateAsync'];
};

/** Verifies the new address's code and ends the email update: `verifyUpdateEmailSecondaryOtp({ otp })`. Never retried. */
export function useVerifyUpdateEmailSecondaryOtp<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseVerifyUpdateEmailSecondaryOtpParameters<config, context> = {},
): UseVerifyUpdateEmailSecondaryOtpReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...verifyUpdateEmailSecondaryOtpMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, verifyUpdateEmailSecondaryOtp: mutation.mutate, verifyUpdateEmailSecondaryOtpAsync: mutation.mutateAsync };
}
