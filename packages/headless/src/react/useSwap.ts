'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { SwapParameters, SwapReturnType, SwapStep } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { swapMutationOptions } from '../queries/swapQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSwap. */
export interface UseSwapParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<SwapReturnType, SwapParameters, Error, context> {}

type Mutation<context> = UseMutationResult<SwapReturnType, Error, SwapParameters, context>;

/** The swap mutation, with `swap` / `swapAsync` and the `step` under way (undefined when none). */
export type UseSwapReturnType<context = unknown> = Mutation<context> & {
  readonly swap: Mutation<context>['mutate'];
  readonly swapAsync: Mutation<context>['mutateAsync'];
  /** 'resetting', 'approving' or 'swapping' while the swap runs. */
  readonly step: SwapStep | undefined;
};

/**
 * Swaps a quote through the connected EVM wallet: `swap({ quote })`. An expired quote is refused; a short
 * allowance is reset (when the token needs it) and approved exactly first. Never retried; a double submit sends once.
 */
export function useSwap<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSwapParameters<config, context> = {},
): UseSwapReturnType<context> {
  const config = useConnectConfig(parameters);
  const [step, setStep] = useState<SwapStep | undefined>(undefined);
  const options = useMemo(() => swapMutationOptions(config), [config]);
  const mutationFn = useCallback(
    (variables: SwapParameters) =>
      options
        .mutationFn({
          ...variables,
          onStep: (next) => {
            setStep(next);
            variables.onStep?.(next);
          },
        })
        .finally(() => setStep(undefined)),
    [options],
  );
  const mutation = useMutation({ ...parameters.mutation, ...options, mutationFn }, useConnectQueryClient({ config }));
  return { ...mutation, swap: mutation.mutate, swapAsync: mutation.mutateAsync, step };
}
