// Runs inside the browser page: the ABI words are put together by hand, as viem's encoders would triple the size
// of the dev-wallet bundle; smartAccount.test.ts checks every encoding against viem's.
import { getAddress } from 'viem';
import type { Address, Hex } from 'viem';
import type { DevSmartAccountOptions } from './devWalletTypes.js';
import { DevWalletRpcError } from './DevWalletRpcError.js';

/** Smart-account mode with its salt parsed. */
export interface SmartAccountMode {
  readonly factory: Address;
  readonly salt: bigint;
}

/** A JSON-RPC call to the wallet's current chain. */
export type ChainCall = (method: string, params: unknown[]) => Promise<unknown>;

/** Selector of `SmartAccountFactory.getAddress(address,uint256)`. */
export const GET_ADDRESS_SELECTOR = '0x8cb84e18';
/** Selector of `SmartAccountFactory.deploy(address,uint256)`. */
export const DEPLOY_SELECTOR = '0x4956eaf0';
/** The 32 bytes that end every ERC-6492 signature. */
export const ERC6492_MAGIC_SUFFIX: Hex = `0x${'6492'.repeat(16)}`;

const MAX_UINT256 = (1n << 256n) - 1n;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;

function parseSalt(value: unknown): bigint {
  let salt: bigint | undefined;
  if (value === undefined) salt = 0n;
  else if (typeof value === 'bigint') salt = value;
  else if (typeof value === 'string' && /^\d+$/.test(value)) salt = BigInt(value);
  if (salt === undefined || salt < 0n || salt > MAX_UINT256) {
    throw new TypeError(`smartAccount.salt must be an integer from 0 to 2^256 - 1 (a bigint or a decimal string), got ${String(value)}`);
  }
  return salt;
}

/** The mode of a `smartAccount` option; null for none. Throws a TypeError naming the bad field. */
export function parseSmartAccount(value: DevSmartAccountOptions | null | undefined): SmartAccountMode | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') throw new TypeError('smartAccount must be an object with a factory address, or null');
  const { factory, salt } = value as { factory?: unknown; salt?: unknown };
  if (typeof factory !== 'string' || !ADDRESS.test(factory)) {
    throw new TypeError(`smartAccount.factory must be a 0x-prefixed 20-byte address, got ${String(factory)}`);
  }
  return { factory: getAddress(factory.toLowerCase()), salt: parseSalt(salt) };
}

/** The mode as the public options shape (a bigint salt). */
export function smartAccountOptionsOf(mode: SmartAccountMode | null): { factory: Address; salt: bigint } | null {
  return mode && { factory: mode.factory, salt: mode.salt };
}

/** One 32-byte ABI word of a hex string without its prefix, left-padded. */
const word = (digits: string): string => digits.padStart(64, '0');

/** `selector(address owner, uint256 salt)` calldata, as the factory's two functions take. */
export function encodeOwnerSaltCall(selector: string, owner: Address, salt: bigint): Hex {
  return `${selector}${word(owner.slice(2).toLowerCase())}${word(salt.toString(16))}` as Hex;
}

/** Dynamic `bytes` in the tail of an ABI encoding: its length, then its data right-padded to whole words. */
function bytesTail(data: Hex): string {
  const digits = data.slice(2);
  const padded = Math.ceil(digits.length / 64) * 64;
  return `${word((digits.length / 2).toString(16))}${digits.padEnd(padded, '0')}`;
}

/**
 * An ERC-6492 signature: `abi.encode(address factory, bytes factoryCalldata, bytes signature)` followed by the magic
 * suffix, which lets a verifier deploy the account (by calling the factory) before asking it for ERC-1271.
 */
export function wrapErc6492Signature(factory: Address, factoryCalldata: Hex, signature: Hex): Hex {
  if (!ADDRESS.test(factory) || !BYTES.test(factoryCalldata) || !BYTES.test(signature)) {
    throw new TypeError('wrapErc6492Signature takes an address and two 0x-prefixed byte strings');
  }
  const first = bytesTail(factoryCalldata);
  // Three head words (address, two offsets), then the first bytes' tail, then the second's.
  const secondOffset = 3 * 32 + first.length / 2;
  const head = `${word(factory.slice(2).toLowerCase())}${word((3 * 32).toString(16))}${word(secondOffset.toString(16))}`;
  return `0x${head}${first}${bytesTail(signature)}${ERC6492_MAGIC_SUFFIX.slice(2)}`;
}

/** The smart account of `owner` in `mode`, read from the factory on the current chain (checksummed). */
export async function smartAccountAddress(call: ChainCall, mode: SmartAccountMode, owner: Address): Promise<Address> {
  const result = await call('eth_call', [{ to: mode.factory, data: encodeOwnerSaltCall(GET_ADDRESS_SELECTOR, owner, mode.salt) }, 'latest']);
  if (typeof result !== 'string' || !/^0x0{24}[0-9a-fA-F]{40}$/.test(result)) {
    throw new DevWalletRpcError(
      -32603,
      `The smart-account factory ${mode.factory} gave no address for ${owner} on this chain: is it deployed here?`,
      { factory: mode.factory, result },
    );
  }
  return getAddress(`0x${result.slice(26)}`);
}

/**
 * The smart account's signature made of its owner's: the owner's own while the account has code on the current
 * chain (ERC-1271), else wrapped for ERC-6492 with the factory's `deploy(owner, salt)` call.
 */
export async function smartAccountSignature(
  call: ChainCall,
  mode: SmartAccountMode,
  owner: Address,
  account: Address,
  ownerSignature: unknown,
): Promise<Hex> {
  if (typeof ownerSignature !== 'string' || !BYTES.test(ownerSignature)) {
    throw new DevWalletRpcError(-32603, 'The chain returned no signature for the smart account owner.');
  }
  const code = await call('eth_getCode', [account, 'latest']);
  if (typeof code !== 'string') throw new DevWalletRpcError(-32603, `The chain returned no code reading for ${account}.`);
  if (code !== '0x' && code !== '0x0') return ownerSignature as Hex;
  return wrapErc6492Signature(mode.factory, encodeOwnerSaltCall(DEPLOY_SELECTOR, owner, mode.salt), ownerSignature as Hex);
}
