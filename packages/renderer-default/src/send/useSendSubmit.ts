'use client';
import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CaipNetwork, SendReturnType, SendToken } from '@connect-modal/headless';
import { QUERY_KEY_ROOT, nativeBalanceQueryKey, tokenBalancesQueryKey } from '@connect-modal/headless/queries';
import { useAccount, useConnectConfig, useConnectQueryClient, useSend } from '@connect-modal/headless/react';
import { loadSolanaSends } from './solanaSends.js';

/** A send as SendPreview submits it: the form's fields and the network they were checked for. */
export interface SendSubmission {
  readonly token: SendToken;
  /** Decimal text with a dot, as typed. */
  readonly amount: string;
  /** An address, or on EVM a name (resolved again at submit). */
  readonly to: string;
  readonly network: CaipNetwork;
}

/** The state of the send of the network's namespace, and the submit that starts it. */
export interface SendSubmit {
  /** Starts the send; ignored while one is under way. */
  submit(submission: SendSubmission): void;
  readonly isPending: boolean;
  readonly error: Error | null;
  readonly data: SendReturnType | undefined;
}

/**
 * Sends through the namespace's own path: `useSend` on EVM networks, `sendSolana` (loaded through the app's solana
 * adapter) on Solana ones. A submit while a send is under way is ignored, before React has drawn the disabled
 * button, and identical sends in flight are joined by the headless actions: a burst of clicks sends once. Once sent,
 * the sender's balances on the network are read again.
 */
export function useSendSubmit(namespace: string | undefined, onSuccess: () => void): SendSubmit {
  const config = useConnectConfig();
  const queryClient = useConnectQueryClient({ config });
  const { address } = useAccount();
  const sent = (result: SendReturnType) => {
    void queryClient.invalidateQueries({ queryKey: tokenBalancesQueryKey(result.caipNetworkId, address) });
    void queryClient.invalidateQueries({ queryKey: nativeBalanceQueryKey(result.caipNetworkId, address) });
    onSuccess();
  };
  const evm = useSend({ mutation: { onSuccess: sent } });
  const solana = useMutation(
    {
      mutationKey: [QUERY_KEY_ROOT, 'sendSolana'] as const,
      mutationFn: async ({ token, amount, to, network }: SendSubmission): Promise<SendReturnType> =>
        (await loadSolanaSends(config)).sendSolana(config, { token, amount, to, network }),
      retry: false,
      onSuccess: sent,
    },
    queryClient,
  );
  const active = namespace === 'solana' ? solana : evm;
  const underWay = useRef(false);
  const { mutate } = active;
  const submit = useCallback(
    (submission: SendSubmission) => {
      if (underWay.current) return;
      underWay.current = true;
      mutate(submission, {
        onSettled: () => {
          underWay.current = false;
        },
      });
    },
    [mutate],
  );
  return { submit, isPending: active.isPending, error: active.error, data: active.data };
}
