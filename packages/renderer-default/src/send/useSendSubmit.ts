'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { CaipNetwork, ConnectConfig, SendReturnType, SendToken } from '@connect-modal/headless';
import { nativeBalanceQueryKey, sendMutationOptions, tokenBalancesQueryKey } from '@connect-modal/headless/queries';
import { useAccount, useConnectConfig, useConnectQueryClient } from '@connect-modal/headless/react';
import { createValueStore, perConfig } from '../state/configStore.js';
import { loadSolanaSends } from './solanaSends.js';
import { EMPTY_SEND_DRAFT, sendDraftStore } from './sendDraft.js';

/** A send as SendPreview submits it: the form's fields and the network they were checked for. */
export interface SendSubmission {
  readonly token: SendToken;
  /** Decimal text with a dot, as typed. */
  readonly amount: string;
  /** An address, or on EVM a name (resolved again at submit). */
  readonly to: string;
  readonly network: CaipNetwork;
}

/** The send the modal runs: idle, under way, sent, or failed. */
type SendRun =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly data: SendReturnType }
  | { readonly status: 'error'; readonly error: Error };

const IDLE: SendRun = { status: 'idle' };

/**
 * The send under way lives in a store of the config, not in SendPreview: a wallet that shows its own view while it
 * is asked (the embedded wallet's approval) unmounts SendPreview, which must find the send's outcome when it returns.
 */
const runStore = perConfig(() => createValueStore<SendRun>(IDLE));

/** Forgets a finished send (a new form starts, or the visitor left the sent state). */
export function resetSendRun(config: ConnectConfig): void {
  const store = runStore(config);
  if (store.get().status !== 'pending') store.set(IDLE);
}

/** The state of the send, and the submit that starts it. */
export interface SendSubmit {
  /** Starts the send; ignored while one is under way. */
  submit(submission: SendSubmission): void;
  readonly isPending: boolean;
  readonly error: Error | null;
  readonly data: SendReturnType | undefined;
}

/**
 * Sends through the namespace's own path: `send` (with the name service, as `useSend` does) on EVM networks, `sendSolana` (loaded through the app's solana
 * adapter) on Solana ones. A submit while a send is under way is ignored, before React has drawn the disabled
 * button, and identical sends in flight are joined by the headless actions: a burst of clicks sends once. Once sent,
 * the form is emptied and the sender's balances on the network are read again.
 */
export function useSendSubmit(): SendSubmit {
  const config = useConnectConfig();
  const queryClient = useConnectQueryClient({ config });
  const { address } = useAccount();
  const store = runStore(config);
  const run = useSyncExternalStore(store.subscribe, store.get, store.get);
  const submit = useCallback(
    (submission: SendSubmission) => {
      if (store.get().status === 'pending') return;
      store.set({ status: 'pending' });
      const sending =
        submission.network.chainNamespace === 'solana'
          ? loadSolanaSends(config).then((sends) => sends.sendSolana(config, submission))
          : sendMutationOptions(config).mutationFn(submission);
      sending.then(
        (data) => {
          void queryClient.invalidateQueries({ queryKey: tokenBalancesQueryKey(data.caipNetworkId, address) });
          void queryClient.invalidateQueries({ queryKey: nativeBalanceQueryKey(data.caipNetworkId, address) });
          sendDraftStore(config).set(EMPTY_SEND_DRAFT);
          store.set({ status: 'success', data });
        },
        (error: unknown) => store.set({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    },
    [config, store, queryClient, address],
  );
  return {
    submit,
    isPending: run.status === 'pending',
    error: run.status === 'error' ? run.error : null,
    data: run.status === 'success' ? run.data : undefined,
  };
}
