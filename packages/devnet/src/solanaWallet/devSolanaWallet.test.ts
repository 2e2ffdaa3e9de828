import { describe, expect, it } from 'vitest';
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { DEV_SOLANA_SEEDS, devSolanaKey } from './devSolanaKeys.js';
import { signWireTransaction } from './devSolanaWallet.js';

const key = devSolanaKey(DEV_SOLANA_SEEDS[0]);
const owner = new PublicKey(key.address);
const blockhash = '11111111111111111111111111111111';

describe('dev Solana wallet signing', () => {
  it('signs legacy transactions in the signer slot of its key', () => {
    const tx = new Transaction({ feePayer: owner, blockhash, lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: Keypair.generate().publicKey, lamports: 5 }),
    );
    const signed = Transaction.from(signWireTransaction(tx.serialize({ requireAllSignatures: false }), key));
    expect(signed.verifySignatures()).toBe(true);
  });

  it('signs v0 transactions and refuses one its key does not sign', () => {
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: Keypair.generate().publicKey, lamports: 5 })],
    }).compileToV0Message();
    const signed = VersionedTransaction.deserialize(signWireTransaction(new VersionedTransaction(message).serialize(), key));
    expect(signed.signatures[0]?.some((byte) => byte !== 0)).toBe(true);
    const stranger = new Transaction({ feePayer: Keypair.generate().publicKey, blockhash, lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: Keypair.generate().publicKey, toPubkey: owner, lamports: 5 }),
    );
    expect(() => signWireTransaction(stranger.serialize({ requireAllSignatures: false, verifySignatures: false }), key)).toThrow(
      'does not need this account',
    );
  });
});
