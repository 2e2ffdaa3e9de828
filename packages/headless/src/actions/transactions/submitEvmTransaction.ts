import type { Address, Hash, Hex } from 'viem';
import { ConnectError, ValidationError, isEvmAddress, isUserRejection } from '../../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import { TransactionMessages, joinInFlight, requestKey } from '../../core/transactions/index.js';
import type { PendingTransactionKind } from '../../core/transactions/index.js';
import { evmNetworkOf, requireEvmAccount, walletChainId } from './evmAccount.js';
import type { TransactionFields } from './evmViem.js';
import { loadEvmViem } from './loadEvmViem.js';
import { recordSentTransaction } from './trackTransaction.js';

type EvmViem = Awaited<ReturnType<typeof loadEvmViem>>;

/** How one kind of write sends: what it checks first and how it reports the wallet's failures. */
export interface SubmitOptions {
  readonly kind: Exclude<PendingTransactionKind, 'solanaTransaction'>;
  /** The chain the transaction must go to; the wallet's current chain when absent. */
  readonly chainId?: number | undefined;
  /** What makes two requests identical, besides the transaction's own fields (a write's call). */
  readonly key?: unknown;
  readonly functionName?: string | undefined;
  /** The fields to send (a write encodes its call here, once viem is loaded). */
  fields(viem: EvmViem): TransactionFields;
  /** Checks before the wallet is asked (a write simulates its call). */
  check?(viem: EvmViem, context: { network: CaipNetwork; from: Address; fields: TransactionFields }): Promise<void>;
  /** The caller's error for a failure of the wallet, already in viem's terms. */
  mapError?(viem: EvmViem, error: Error, from: Address): Error;
}

const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/;

/** Clear errors for malformed fields, before anything is asked of anyone. */
export function checkFields(fields: { to?: unknown; value?: unknown; data?: unknown; gas?: unknown }, options: { chainId?: unknown }): void {
  if (typeof fields.to !== 'string' || !fields.to.startsWith('0x') || !isEvmAddress(fields.to)) {
    throw new ValidationError('"to" must be an EVM address (0x and 40 hex digits)', fields.to);
  }
  if (fields.value !== undefined && (typeof fields.value !== 'bigint' || fields.value < 0n)) {
    throw new ValidationError('"value" must be a bigint of 0 or more (wei)', fields.value);
  }
  if (fields.data !== undefined && (typeof fields.data !== 'string' || !HEX_BYTES.test(fields.data))) {
    throw new ValidationError('"data" must be hex bytes starting with 0x', fields.data);
  }
  if (fields.gas !== undefined && (typeof fields.gas !== 'bigint' || fields.gas <= 0n)) {
    throw new ValidationError('"gas" must be a bigint above 0', fields.gas);
  }
  const { chainId } = options;
  if (chainId !== undefined && (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)) {
    throw new ValidationError('"chainId" must be a positive integer', chainId);
  }
}

const toQuantity = (value: bigint): Hex => `0x${value.toString(16)}`;

/** The eth_sendTransaction request of the fields, from the connected account. */
function walletRequest(from: Address, fields: TransactionFields): Record<string, string> {
  return {
    from,
    to: fields.to,
    ...(fields.value !== undefined ? { value: toQuantity(fields.value) } : {}),
    ...(fields.data !== undefined ? { data: fields.data } : {}),
    ...(fields.gas !== undefined ? { gas: toQuantity(fields.gas) } : {}),
  };
}

/**
 * Sends a transaction through the connected EVM wallet, whatever its connector: once (never retried; an identical
 * request still waiting for the wallet is joined, not repeated), on the chain asked for (a wallet on another chain
 * is a `ChainMismatchError`, nothing is switched behind the app's back), recorded as pending before the hash is
 * returned, and followed until its receipt.
 */
export function submitEvmTransaction(config: ConnectConfig, identity: unknown, options: SubmitOptions): Promise<Hash> {
  let from: Address;
  let target: CaipNetwork | undefined;
  try {
    from = requireEvmAccount(config);
    target = options.chainId !== undefined ? evmNetworkOf(config, options.chainId) : undefined;
  } catch (error) {
    return Promise.reject(error);
  }
  const key = requestKey(['eth_sendTransaction', from, options.chainId ?? null, identity, options.key ?? null]);
  return joinInFlight(config, key, async () => {
    const viem = await loadEvmViem();
    try {
      const fields = options.fields(viem);
      const current = await walletChainId(config);
      if (target && Number(target.id) !== current) throw viem.chainMismatch(target, current);
      const network = target ?? evmNetworkOf(config, current);
      await options.check?.(viem, { network, from, fields });
      let hash: unknown;
      try {
        hash = await config._internal.requestWallet('eip155', { method: 'eth_sendTransaction', params: [walletRequest(from, fields)] });
      } catch (error) {
        if (isUserRejection(error)) throw viem.toRpcError({ code: 4001, message: TransactionMessages.DECLINED });
        if (error instanceof ConnectError) throw error;
        const mapped = viem.transactionError(error, { from, network, fields });
        throw options.mapError ? options.mapError(viem, mapped, from) : mapped;
      }
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
        throw new ConnectError('INVALID_TRANSACTION_HASH', TransactionMessages.INVALID_HASH);
      }
      recordSentTransaction(config, {
        hash,
        caipNetworkId: network.caipNetworkId,
        kind: options.kind,
        status: 'pending',
        from,
        submittedAt: config.clock.now(),
        ...(options.functionName ? { functionName: options.functionName } : {}),
      });
      return hash as Hash;
    } catch (error) {
      // A decline is the visitor's own choice: no toast for it.
      if (!isUserRejection(error)) config._internal.toasts.showError(TransactionMessages.FAILED, 'TRANSACTION_FAILED');
      throw error;
    }
  });
}
