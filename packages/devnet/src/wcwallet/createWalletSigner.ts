import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { createWalletClient, defineChain, http, isHex } from 'viem';
import type { Address, Hex, TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { z } from 'zod/mini';
import {
  personalSignParamsSchema,
  sendTransactionParamsSchema,
  signTypedDataParamsSchema,
  solanaSignMessageParamsSchema,
  switchChainParamsSchema,
  typedDataSchema,
} from './wcWalletSchemas.js';

/** An EVM chain the wallet can send transactions on. */
export interface WalletChain {
  readonly chainId: number;
  readonly rpcUrl: string;
}

/** A failure the wallet answers with (a JSON-RPC error object). */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Methods the wallet implements, per namespace; it approves only these. */
export const WALLET_METHODS = {
  eip155: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId'],
  solana: ['solana_signMessage'],
} as const;

/** What signs for the wallet: an EVM account (sending through the chains' nodes) and an optional Solana key. */
export interface WalletSigner {
  readonly address: Address;
  readonly solanaAddress: string;
  handle(method: string, params: unknown, chainId: string): Promise<unknown>;
}

function parse<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new WalletRequestError(-32602, `Invalid params for ${method}`);
  return parsed.data;
}

/** Creates the signer from an EVM private key and a 32-byte Solana seed. */
export function createWalletSigner(privateKey: Hex, solanaSeed: Uint8Array, chains: readonly WalletChain[]): WalletSigner {
  const account = privateKeyToAccount(privateKey);
  const solanaPublicKey = ed25519.getPublicKey(solanaSeed);
  const solanaAddress = base58.encode(solanaPublicKey);

  const checkSigner = (address: string) => {
    if (address.toLowerCase() !== account.address.toLowerCase()) throw new WalletRequestError(4100, 'Unknown account');
  };

  const chainFor = (chainId: string) => {
    const id = Number(chainId.split(':')[1]);
    const chain = chains.find((candidate) => candidate.chainId === id);
    if (!chain) throw new WalletRequestError(4902, `Unknown chain ${chainId}`);
    return chain;
  };

  return {
    address: account.address,
    solanaAddress,
    async handle(method, params, chainId) {
      switch (method) {
        case 'personal_sign': {
          const [message, address] = parse(personalSignParamsSchema, params, method);
          checkSigner(address);
          return account.signMessage({ message: isHex(message) ? { raw: message } : message });
        }
        case 'eth_signTypedData_v4': {
          const [address, data] = parse(signTypedDataParamsSchema, params, method);
          checkSigner(address);
          let decoded: unknown = data;
          if (typeof data === 'string') {
            try {
              decoded = JSON.parse(data);
            } catch {
              throw new WalletRequestError(-32602, 'Typed data is not JSON');
            }
          }
          const typed = parse(typedDataSchema, decoded, method);
          const { EIP712Domain: _domainType, ...types } = typed.types;
          // The shape was checked above; viem checks the types against the message when it encodes them.
          return account.signTypedData({ ...typed, types } as unknown as TypedDataDefinition);
        }
        case 'eth_sendTransaction': {
          const [transaction] = parse(sendTransactionParamsSchema, params, method);
          checkSigner(transaction.from);
          const chain = chainFor(chainId);
          const client = createWalletClient({
            account,
            chain: defineChain({
              id: chain.chainId,
              name: `Devnet ${chain.chainId}`,
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrls: { default: { http: [chain.rpcUrl] } },
            }),
            transport: http(chain.rpcUrl, { retryCount: 0 }),
          });
          return client.sendTransaction({
            to: (transaction.to as Address | undefined) ?? null,
            ...(transaction.value ? { value: BigInt(transaction.value) } : {}),
            ...(transaction.data ? { data: transaction.data as Hex } : {}),
            ...(transaction.gas ? { gas: BigInt(transaction.gas) } : {}),
          });
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId: target }] = parse(switchChainParamsSchema, params, method);
          chainFor(`eip155:${Number.parseInt(target, 16)}`);
          return null;
        }
        case 'solana_signMessage': {
          const { message, pubkey } = parse(solanaSignMessageParamsSchema, params, method);
          if (pubkey !== solanaAddress) throw new WalletRequestError(4100, 'Unknown account');
          let bytes: Uint8Array;
          try {
            bytes = base58.decode(message);
          } catch {
            throw new WalletRequestError(-32602, 'The message is not base58');
          }
          return { signature: base58.encode(ed25519.sign(bytes, solanaSeed)) };
        }
        default:
          throw new WalletRequestError(4200, `The wallet does not support ${method}`);
      }
    },
  };
}
