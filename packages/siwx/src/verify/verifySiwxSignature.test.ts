import { describe, expect, it } from 'vitest';
import type { SignedSiwxMessage } from '../types.js';
import { SiwxVerifyError } from './SiwxVerifyError.js';
import { verifySiwxSignature } from './verifySiwxSignature.js';
import type { VerifySiwxSignatureInput } from './verifySiwxSignature.js';

const signed: SignedSiwxMessage = { message: 'hello', signature: '0x00' };

async function reasonOf(input: VerifySiwxSignatureInput): Promise<[string, string]> {
  const error = await verifySiwxSignature(input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SiwxVerifyError)) throw new Error(`Expected a SiwxVerifyError, got ${String(error)}`);
  return [error.reason, error.message];
}

describe('verifySiwxSignature set-up errors', () => {
  it('refuses a chain id that is not CAIP-2', async () => {
    expect(await reasonOf({ chainId: '1', address: '0x0', signed })).toEqual(['INVALID_INPUT', 'Not a CAIP-2 chain id: 1']);
    expect(await reasonOf({ chainId: 'eip155:', address: '0x0', signed })).toEqual(['INVALID_INPUT', 'Not a CAIP-2 chain id: eip155:']);
  });

  it('refuses a namespace it does not verify', async () => {
    expect(await reasonOf({ chainId: 'cosmos:cosmoshub-4', address: 'cosmos1abc', signed })).toEqual([
      'UNSUPPORTED_NAMESPACE',
      'Sign-in signatures on cosmos chains are not supported (eip155, solana, bip122 are)',
    ]);
  });

  it('refuses fields that are not strings', async () => {
    const bad = { message: 'hello', signature: 42 } as unknown as SignedSiwxMessage;
    expect(await reasonOf({ chainId: 'eip155:1', address: '0x0', signed: bad })).toEqual(['INVALID_INPUT', 'The signature must be a string']);
    const noMessage = { signature: '0x' } as unknown as SignedSiwxMessage;
    expect(await reasonOf({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'x', signed: noMessage })).toEqual([
      'INVALID_INPUT',
      'The signed message must be a string',
    ]);
    expect(await reasonOf({ chainId: 'bip122:000000000019d6689c085ae165831e93', address: 7 as unknown as string, signed })).toEqual([
      'INVALID_INPUT',
      'The address must be a string',
    ]);
  });

  it('is an Error with a name, a reason and the message', async () => {
    const error = new SiwxVerifyError('NO_RPC_URL', 'No RPC URL');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.reason, error.message]).toEqual(['SiwxVerifyError', 'NO_RPC_URL', 'No RPC URL']);
  });
});
