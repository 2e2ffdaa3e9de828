import { base58 } from '@scure/base';
import { ConnectError, ErrorMessages, ValidationError, isSolanaAddress, isUserRejection, solanaCommitmentSchema } from '../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { TransactionMessages, joinInFlight, requestKey } from '../core/transactions/index.js';
import type { SolanaTransaction } from '../solana/solanaTransactions.js';
import type { SolanaSendOptions } from '../solana/solanaWalletFeatures.js';
import { solanaWireBase64 } from './transactions/solanaWire.js';
import type { SolanaKitTransaction } from './transactions/solanaWire.js';
import { recordSentTransaction } from './transactions/trackTransaction.js';

export type { SolanaKitTransaction } from './transactions/solanaWire.js';

/** Parameters of {@link sendSolanaTransaction}. */
export interface SendSolanaTransactionParameters {
  /** A @solana/web3.js `Transaction` or `VersionedTransaction`, or a @solana/kit transaction; the wallet signs it. */
  readonly transaction: SolanaTransaction | SolanaKitTransaction;
  /** How the wallet sends it (preflight commitment, skipPreflight, maxRetries, minContextSlot). */
  readonly options?: SolanaSendOptions | undefined;
}

/** What {@link sendSolanaTransaction} resolves with: the transaction signature (base58). */
export type SendSolanaTransactionReturnType = string;

function checkOptions(options: SolanaSendOptions | undefined): void {
  if (options === undefined) return;
  if (options.preflightCommitment !== undefined && !solanaCommitmentSchema.safeParse(options.preflightCommitment).success) {
    throw new ValidationError(`Invalid preflight commitment: ${String(options.preflightCommitment)}`, options.preflightCommitment);
  }
  for (const key of ['maxRetries', 'minContextSlot'] as const) {
    const value = options[key];
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) throw new ValidationError(`"${key}" must be a whole number of 0 or more`, value);
  }
}

/** The connected Solana account and the network the app is on; a clear error when no Solana wallet is connected. */
function solanaTarget(config: ConnectConfig): { from: string; network: CaipNetwork } {
  const record = config._internal.records.get('solana');
  const { address } = config._internal.accounts.get('solana');
  if (record?.status !== 'connected' || !address || !isSolanaAddress(address)) {
    throw new ConnectError('SOLANA_WALLET_NOT_CONNECTED', TransactionMessages.NO_SOLANA_WALLET);
  }
  const network = config._internal.networks.getActiveNetwork('solana');
  if (!network || network.chainNamespace !== 'solana') throw new ConnectError('CAIP_NETWORK_UNDEFINED', ErrorMessages.CAIP_NETWORK_UNDEFINED);
  return { from: address, network };
}

/**
 * Has the connected Solana wallet (any connector) sign and send a transaction on the app's Solana network; resolves
 * with its signature once the wallet has sent it, already recorded among the pending transactions and followed
 * until it is confirmed (or fails). Never retried: an identical request still waiting for the wallet is joined.
 * A decline rejects with viem's `UserRejectedRequestError` ('Transaction declined', code 4001).
 */
export function sendSolanaTransaction(config: ConnectConfig, parameters: SendSolanaTransactionParameters): Promise<SendSolanaTransactionReturnType> {
  let target: { from: string; network: CaipNetwork };
  let wire: string;
  try {
    target = solanaTarget(config);
    checkOptions(parameters.options);
    wire = solanaWireBase64(parameters.transaction);
  } catch (error) {
    return Promise.reject(error);
  }
  const { from, network } = target;
  const options = parameters.options && Object.keys(parameters.options).length > 0 ? parameters.options : undefined;
  const key = requestKey(['solana_signAndSendTransaction', from, network.caipNetworkId, wire, options ?? null]);
  return joinInFlight(config, key, async () => {
    let answer: unknown;
    try {
      answer = await config._internal.requestWallet('solana', {
        method: 'solana_signAndSendTransaction',
        params: { transaction: wire, ...(options ? { sendOptions: options } : {}) },
      });
    } catch (error) {
      if (isUserRejection(error)) {
        const { toRpcError } = await import('../core/errors/rpcErrorClasses.js');
        throw toRpcError({ code: 4001, message: TransactionMessages.DECLINED });
      }
      config._internal.toasts.showError(TransactionMessages.FAILED, 'TRANSACTION_FAILED');
      throw error;
    }
    const signature = (answer as { signature?: unknown } | null)?.signature;
    if (typeof signature !== 'string' || base58Length(signature) !== 64) {
      config._internal.toasts.showError(TransactionMessages.FAILED, 'TRANSACTION_FAILED');
      throw new ConnectError('INVALID_WALLET_RESPONSE', TransactionMessages.INVALID_SOLANA_SIGNATURE);
    }
    recordSentTransaction(config, {
      hash: signature,
      caipNetworkId: network.caipNetworkId,
      kind: 'solanaTransaction',
      status: 'pending',
      from,
      submittedAt: config.clock.now(),
    });
    return signature;
  });
}

function base58Length(text: string): number {
  try {
    return base58.decode(text).length;
  } catch {
    return -1;
  }
}
