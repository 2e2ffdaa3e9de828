import type { Hex, TypedData, TypedDataDefinition } from 'viem';
import { ConnectError, ErrorMessages, isUserRejection } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import { TransactionMessages, joinInFlight, requestKey } from '../core/transactions/index.js';
import { requireEvmAccount } from './transactions/evmAccount.js';
import { loadEvmViem } from './transactions/loadEvmViem.js';

/** Parameters of {@link signTypedData}: EIP-712 typed data (domain, types, primary type, message), typed as in viem. */
export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
  ///
  primaryTypes = typedData extends TypedData ? keyof typedData : string,
> = TypedDataDefinition<typedData, primaryType, primaryTypes>;

/** What {@link signTypedData} resolves with: the signature. */
export type SignTypedDataReturnType = Hex;

/**
 * Asks the connected EVM wallet (any connector) to sign EIP-712 typed data (`eth_signTypedData_v4`); the data is
 * checked first with viem's rules (a bad address, size or type is an error before any prompt). Never retried; an
 * identical request still waiting for the wallet is joined. A decline rejects with viem's
 * `UserRejectedRequestError` ('Signature declined').
 */
export function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(config: ConnectConfig, parameters: SignTypedDataParameters<typedData, primaryType>): Promise<SignTypedDataReturnType> {
  let from: string;
  let key: string;
  try {
    from = requireEvmAccount(config);
    key = requestKey(['eth_signTypedData_v4', from, parameters.domain ?? null, parameters.types, parameters.primaryType, parameters.message]);
  } catch (error) {
    return Promise.reject(error);
  }
  return joinInFlight(config, key, async () => {
    const viem = await loadEvmViem();
    const serialized = viem.serializeForSigning(parameters as TypedDataDefinition);
    let signature: unknown;
    try {
      signature = await config._internal.requestWallet('eip155', { method: 'eth_signTypedData_v4', params: [from, serialized] });
    } catch (error) {
      if (isUserRejection(error)) throw viem.toRpcError({ code: 4001, message: ErrorMessages.SIGN_DECLINED });
      throw error instanceof ConnectError ? error : viem.toRpcError(error);
    }
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
      throw new ConnectError('INVALID_SIGNATURE', TransactionMessages.INVALID_SIGNATURE);
    }
    return signature as Hex;
  });
}
