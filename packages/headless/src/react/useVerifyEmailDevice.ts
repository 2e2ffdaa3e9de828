'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VerifyEmailDeviceReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { verifyEmailDeviceMutationOptions } from '../queries/authMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useVerifyEmailDevice. */
export interface UseVerifyEmailDeviceParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<VerifyEmailDeviceReturnType, void, Error, context> {}

/** The verifyEmailDevice mutation, with `verifyEmailDevice` / `verifyEmailDeviceAsync`. */
export type UseVerifyEmailDeviceReturnType<context = unknown> = UseMutationResult<VerifyEmailDeviceReturnType, Error, void, context> & {
  readonly verifyEmailDevice: UseMutationResult<VerifyEmailDeviceReturnType, Error, void, context>['mutate'];
  readonly verifyEmailDeviceAsync: UseMutationResult<VerifyEmailDeviceReturnType, Error, void, context>['mutateAsync'];
};

/** Asks whether this device was approved from the email: `verifyEmailDevice()`; ask again until `approved`. Never retried. */
export function useVerifyEmailDevice<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseVerifyEmailDeviceParameters<config, context> = {},
): UseVerifyEmailDeviceReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...verifyEmailDeviceMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, verifyEmailDevice: mutation.mutate, verifyEmailDeviceAsync: mutation.mutateAsync };
}
