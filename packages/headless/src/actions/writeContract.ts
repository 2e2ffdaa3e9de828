import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionParameters,
  GetMutabilityAwareValue,
  Hash,
} from 'viem';
import { ValidationError } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import type { EvmChainId } from './transactions/EvmChainId.js';
import { checkFields, submitEvmTransaction } from './transactions/submitEvmTransaction.js';

/** Functions a write can call: the abi's nonpayable and payable ones. */
type WriteMutability = 'nonpayable' | 'payable';

/**
 * Parameters of {@link writeContract}: a contract, its abi, a nonpayable or payable function of the abi and its
 * arguments typed from the abi (as in viem and wagmi), `value` only for a payable function.
 */
export type WriteContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<abi, WriteMutability>,
  args extends ContractFunctionArgs<abi, WriteMutability, functionName> = ContractFunctionArgs<abi, WriteMutability, functionName>,
  config extends ConnectConfig = ConnectConfig,
  ///
  allFunctionNames = ContractFunctionName<abi, WriteMutability>,
> = ContractFunctionParameters<abi, WriteMutability, functionName, args, false, allFunctionNames> &
  GetMutabilityAwareValue<abi, WriteMutability, functionName, bigint | undefined, args> & {
    /** The contract. */
    readonly address: Address;
    /** Gas limit; the wallet estimates it when absent. */
    readonly gas?: bigint | undefined;
    /** An EVM network of the config the wallet must be on; the wallet's current chain when absent. */
    readonly chainId?: EvmChainId<config> | undefined;
  };

/** What {@link writeContract} resolves with: the transaction hash. */
export type WriteContractReturnType = Hash;

/**
 * Calls a contract function through the connected EVM wallet (any connector); resolves with the transaction hash,
 * recorded among the pending transactions and followed until its receipt. The call is first run through the
 * network's RPC from the account, so a revert is reported (decoded from the abi: `ContractFunctionExecutionError`
 * whose cause is `ContractFunctionRevertedError`) before the wallet is asked. Never retried; an identical request
 * still waiting for the wallet is joined. Declines, chain mismatch and node errors as {@link sendTransaction}.
 */
export function writeContract<
  config extends ConnectConfig,
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, WriteMutability>,
  args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(config: config, parameters: WriteContractParameters<abi, functionName, args, config>): Promise<WriteContractReturnType> {
  const { abi, address, functionName, gas, chainId } = parameters;
  const args = (parameters as { args?: readonly unknown[] }).args;
  const value = (parameters as { value?: bigint }).value;
  try {
    checkFields({ to: address, value, gas }, { chainId });
    if (typeof functionName !== 'string' || functionName.length === 0) throw new ValidationError('"functionName" must be a function name of the abi', functionName);
  } catch (error) {
    return Promise.reject(error);
  }
  const call = { abi: abi as Abi | readonly unknown[], address, functionName: functionName as string, args };
  return submitEvmTransaction(config, { address: address.toLowerCase(), functionName, args, value, gas }, {
    kind: 'writeContract',
    chainId: chainId as number | undefined,
    key: abi,
    functionName: functionName as string,
    fields: (viem) => ({
      to: address,
      data: viem.encodeCall(call),
      ...(value !== undefined ? { value } : {}),
      ...(gas !== undefined ? { gas } : {}),
    }),
    // viem reports a failed simulation as ContractFunctionExecutionError already.
    check: (viem, { network, from }) => viem.simulateCall(config, network, { ...call, from, value, gas }),
    mapError: (viem, error, from) => viem.contractError(error, { ...call, from }),
  });
}
