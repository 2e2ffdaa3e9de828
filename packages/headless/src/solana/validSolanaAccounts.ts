import { base58 } from '@scure/base';
import type { WalletAccount } from '@wallet-standard/base';
import { isSolanaAddress } from '../core/index.js';

/** Accounts a wallet reported that really are Solana accounts: a base58 address matching its 32-byte key. */
export function validSolanaAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.filter((account: unknown): account is WalletAccount => {
    if (typeof account !== 'object' || account === null) return false;
    const { address, publicKey } = account as { address?: unknown; publicKey?: unknown };
    if (!isSolanaAddress(address) || !(publicKey instanceof Uint8Array) || publicKey.length !== 32) return false;
    return base58.encode(publicKey) === address;
  });
}
