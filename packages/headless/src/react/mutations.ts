'use client';
import { useMutation } from '@tanstack/react-query';
import type { AdapterConnection, CaipNetwork, ChainNamespace } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';

/** Variables of connect. */
export interface ConnectVariables {
  connectorId: string;
  network?: CaipNetwork;
}

/** Connects a wallet: `connect({ connectorId })`. */
export function useConnect() {
  const config = useConnectConfig();
  const mutation = useMutation<AdapterConnection, Error, ConnectVariables>({
    mutationFn: ({ connectorId, network }) => config.connect(connectorId, network ? { network } : {}),
    // A wallet prompt is never repeated on its own, whatever the host's QueryClient defaults say.
    retry: false,
  }, useConnectQueryClient());
  return { ...mutation, connect: mutation.mutate, connectAsync: mutation.mutateAsync };
}

/** Disconnects a namespace, or every connected one: `disconnect()`. */
export function useDisconnect() {
  const config = useConnectConfig();
  const mutation = useMutation<void, Error, { namespace?: ChainNamespace } | void>({
    mutationFn: (variables) => config.disconnect(variables ? variables.namespace : undefined),
    retry: false,
  }, useConnectQueryClient());
  return { ...mutation, disconnect: mutation.mutate, disconnectAsync: mutation.mutateAsync };
}

/** Switches the wallet (or, when disconnected, the app) to a network: `switchNetwork({ network })`. */
export function useSwitchNetwork() {
  const config = useConnectConfig();
  const mutation = useMutation<void, Error, { network: CaipNetwork }>({
    mutationFn: ({ network }) => config.switchNetwork(network),
    retry: false,
  }, useConnectQueryClient());
  return { ...mutation, switchNetwork: mutation.mutate, switchNetworkAsync: mutation.mutateAsync };
}

/** Asks the wallet to sign a message: `signMessage({ message })`. Never retried. */
export function useSignMessage() {
  const config = useConnectConfig();
  const mutation = useMutation<string, Error, { message: string; namespace?: ChainNamespace }>({
    mutationFn: ({ message, namespace }) => config.signMessage(message, namespace ? { namespace } : {}),
    retry: false,
  }, useConnectQueryClient());
  return { ...mutation, signMessage: mutation.mutate, signMessageAsync: mutation.mutateAsync };
}
