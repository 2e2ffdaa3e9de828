import {
  encodeDeployData,
  encodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  hashMessage,
  isAddress,
  isAddressEqual,
  isErc6492Signature,
  isHex,
  parseErc6492Signature,
  recoverMessageAddress,
  size,
} from 'viem';
import type { Address, Hex } from 'viem';
import { ethCall, evmRpcClient } from './evmRpc.js';
import type { EvmRpcSetup } from './evmRpc.js';

/** ERC-1271 `isValidSignature(bytes32,bytes)`. */
const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: 'magicValue', type: 'bytes4' }],
  },
] as const;

/** What a valid ERC-1271 check returns: the `isValidSignature` selector `0x1626ba7e`, ABI-encoded as `bytes4`. */
const ERC1271_MAGIC_RESULT = `0x1626ba7e${'0'.repeat(56)}`;

async function recoversTo(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    return false;
  }
}

/**
 * Checks an EVM sign-in signature over the EIP-191 personal-message hash of `message`:
 * 1. a 65-byte ECDSA signature that recovers to `address` (no RPC);
 * 2. else an ERC-6492 wrapper (counterfactual account): the universal validator runs deployless on the chain;
 * 3. else ERC-1271: `isValidSignature(hash, signature)` on `address` must return `0x1626ba7e`.
 * A contract that reverts or answers anything else, and a malformed address or signature, give `false`.
 * Steps 2 and 3 use the RPC configured for `chainId` and throw {@link SiwxVerifyError} without one.
 */
export async function verifyEip155Signature(
  chainId: string,
  address: string,
  message: string,
  signature: string,
  setup: EvmRpcSetup,
): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !isHex(signature, { strict: true }) || signature.length % 2 !== 0) return false;
  if (size(signature) === 0) return false;
  const wrapped = isErc6492Signature(signature);
  if (!wrapped && size(signature) === 65 && (await recoversTo(address, message, signature))) return true;

  const client = evmRpcClient(chainId, setup);
  const hash = hashMessage(message);
  if (wrapped) {
    try {
      // Unwrapping checks the wrapper's ABI layout (factory, calldata, inner signature) before any call.
      parseErc6492Signature(signature);
    } catch {
      return false;
    }
    const data = encodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      bytecode: erc6492SignatureValidatorByteCode,
      args: [address, hash, signature],
    });
    const result = await ethCall(client, chainId, { data });
    // The deployless validator's constructor returns one byte: 0x01 valid, 0x00 not.
    return result !== 'reverted' && /^0x0*1$/.test(result);
  }
  const data = encodeFunctionData({ abi: erc1271Abi, functionName: 'isValidSignature', args: [hash, signature] });
  const result = await ethCall(client, chainId, { to: address, data });
  return result !== 'reverted' && result.toLowerCase() === ERC1271_MAGIC_RESULT;
}
