import { describe, expect, it } from 'vitest';
import { createConnectStorage, memoryStorage } from '../storage/index.js';
import { forgetSession, keepSession, storedSession } from './storedSessions.js';

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const EVM = { address: CHECKSUMMED, chainId: 'eip155:1' };
const SOLANA = { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' };

const session = (account: { address: string; chainId: string }, id: string) => ({ ...account, message: `message ${id}`, signature: `signature ${id}`, id, expiresAt: '2030-01-01T00:00:00.000Z' });

describe('stored sign-in sessions', () => {
  it('finds an EVM session whatever the case of the address: wallets report it with or without its checksum', () => {
    const storage = createConnectStorage(memoryStorage());
    keepSession(storage, session(EVM, 'a'));
    const lower = { ...EVM, address: CHECKSUMMED.toLowerCase() };
    expect(storedSession(storage, lower)).toEqual({ ...session(EVM, 'a'), address: lower.address });
    expect(storedSession(storage, { ...EVM, address: CHECKSUMMED.toUpperCase().replace('0X', '0x') })?.id).toBe('a');

    // Kept again in the other case: one entry replaced, not two.
    keepSession(storage, session(lower, 'b'));
    expect(Object.keys(storage.get('siwxSessions') ?? {})).toEqual([CHECKSUMMED.toLowerCase()]);
    expect(storedSession(storage, EVM)?.id).toBe('b');

    forgetSession(storage, lower);
    expect(storedSession(storage, EVM)).toBeUndefined();
    expect(storage.get('siwxSessions')).toBeUndefined();
  });

  it('keeps other namespaces exactly as given: their addresses are case-sensitive', () => {
    const storage = createConnectStorage(memoryStorage());
    keepSession(storage, session(SOLANA, 's'));
    expect(storedSession(storage, SOLANA)?.id).toBe('s');
    expect(storedSession(storage, { ...SOLANA, address: SOLANA.address.toLowerCase() })).toBeUndefined();
  });

  it('keeps one session per chain of an address, and forgets one chain without the other', () => {
    const storage = createConnectStorage(memoryStorage());
    keepSession(storage, session(EVM, 'one'));
    keepSession(storage, session({ ...EVM, chainId: 'eip155:10' }, 'ten'));
    expect(storedSession(storage, EVM)?.id).toBe('one');
    forgetSession(storage, EVM);
    expect(storedSession(storage, EVM)).toBeUndefined();
    expect(storedSession(storage, { ...EVM, chainId: 'eip155:10' })?.id).toBe('ten');
  });
});
