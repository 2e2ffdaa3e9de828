import type { Abi } from 'viem';
import { sendSolanaTransaction, sendTransaction, signTypedData, writeContract } from '../actions/index.js';
import type {
  SendSolanaTransactionParameters,
  SendSolanaTransactionReturnType,
  SendTransactionParameters,
  SendTransactionReturnType,
  SignTypedDataParameters,
  SignTypedDataReturnType,
  WriteContractParameters,
  WriteContractReturnType,
} from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

// Wallet writes are never repeated on their own, whatever a host's QueryClient defaults say: retry is off.

/** Mutation options for {@link sendTransaction}. */
export function sendTransactionMutationOptions<config extends ConnectConfig>(config: config) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'sendTransaction'] as const,
    mutationFn: (variables: SendTransactionParameters<config>): Promise<SendTransactionReturnType> => sendTransaction(config, variables),
    retry: false,
  } as const;
}

/** The variables of a contract write whatever its abi (the hook types each call from its own abi). */
export type WriteContractVariables<config extends ConnectConfig = ConnectConfig> = WriteContractParameters<
  Abi,
  string,
  readonly unknown[],
  config
>;

/** Mutation options for {@link writeContract}. */
export function writeContractMutationOptions<config extends ConnectConfig>(config: config) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'writeContract'] as const,
    mutationFn: (variables: WriteContractVariables<config>): Promise<WriteContractReturnType> => writeContract(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link signTypedData}. */
export function signTypedDataMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'signTypedData'] as const,
    mutationFn: (variables: SignTypedDataParameters): Promise<SignTypedDataReturnType> => signTypedData(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link sendSolanaTransaction}. */
export function sendSolanaTransactionMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'sendSolanaTransaction'] as const,
    mutationFn: (variables: SendSolanaTransactionParameters): Promise<SendSolanaTransactionReturnType> => sendSolanaTransaction(config, variables),
    retry: false,
  } as const;
}
