import { describe, expect, it } from 'vitest';
import type { SiwxSession } from '../types.js';
import { createMemoryNonceStore } from './createMemoryNonceStore.js';
import { createMemorySessionStore } from './createMemorySessionStore.js';
import { generateNonce, generateSessionId } from './randomTokens.js';

function clock(start = 1_700_000_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

function session(id: string, address: string, expiresAt: number): SiwxSession {
  return { id, address, chainId: 'eip155:1', message: `message ${id}`, signature: '0x00', issuedAt: new Date(0).toISOString(), expiresAt: new Date(expiresAt).toISOString() };
}

describe('random tokens', () => {
  it('nonces are 22 alphanumeric characters (130 bits) and do not repeat', () => {
    const nonces = Array.from({ length: 2000 }, generateNonce);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
    // Every symbol of the alphabet shows up: the draw is not confined to a subset.
    expect(new Set(nonces.join('')).size).toBe(62);
  });

  it('session ids are 256 bits, base64url without padding', () => {
    const ids = Array.from({ length: 500 }, generateSessionId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('createMemoryNonceStore', () => {
  it('consumes an issued nonce once and tells a replay from a nonce never issued', async () => {
    const store = createMemoryNonceStore();
    await store.issue('abcdefgh1', 60_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => store.consume('abcdefgh1')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'used')).toHaveLength(49);
    expect(await store.consume('neverIssued')).toBe('unknown');
  });

  it('keeps a used nonce until its time to live ends, then forgets it', async () => {
    const time = clock();
    const store = createMemoryNonceStore({ now: time.now });
    await store.issue('abcdefgh1', 1_000);
    await store.issue('abcdefgh2', 1_000);
    expect(await store.consume('abcdefgh1')).toBe('ok');
    time.advance(999);
    expect(await store.consume('abcdefgh1')).toBe('used');
    time.advance(1);
    expect(await store.consume('abcdefgh1')).toBe('unknown');
    expect(await store.consume('abcdefgh2')).toBe('unknown');
  });

  it('refuses to issue a nonce it holds and a time to live that is not positive', async () => {
    const store = createMemoryNonceStore();
    await store.issue('abcdefgh1', 60_000);
    await store.consume('abcdefgh1');
    await expect(store.issue('abcdefgh1', 60_000)).rejects.toThrow('Nonce already issued');
    expect(await store.consume('abcdefgh1')).toBe('used');
    await expect(store.issue('abcdefgh2', 0)).rejects.toThrow(RangeError);
    await expect(store.issue('abcdefgh2', Number.NaN)).rejects.toThrow(RangeError);
  });
});

describe('createMemorySessionStore', () => {
  it('lists the sessions of an address (EVM in any case), oldest expiry first, and deletes one alone', async () => {
    const time = clock();
    const store = createMemorySessionStore({ now: time.now });
    const address = '0x9D85ca56217D2bb651b00f15e694EB7E713637D4';
    await store.put(session('a', address, time.now() + 5_000));
    await store.put(session('b', address, time.now() + 1_000));
    await store.put(session('c', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', time.now() + 5_000));
    expect((await store.listByAddress(address.toLowerCase())).map((s) => s.id)).toEqual(['b', 'a']);
    expect((await store.listByAddress('TB1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KXPJZSX')).map((s) => s.id)).toEqual(['c']);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    expect((await store.listByAddress(address)).map((s) => s.id)).toEqual(['b']);
    expect((await store.get('c'))?.address).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    await store.delete('unknown');
  });

  it('drops a session at its expiresAt and never stores one already over', async () => {
    const time = clock();
    const store = createMemorySessionStore({ now: time.now });
    await store.put(session('a', 'addr', time.now() + 1_000));
    await store.put(session('old', 'addr', time.now()));
    expect(await store.get('old')).toBeUndefined();
    time.advance(999);
    expect((await store.get('a'))?.id).toBe('a');
    time.advance(1);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.listByAddress('addr')).toEqual([]);
    await expect(store.put({ ...session('bad', 'addr', 0), expiresAt: 'tomorrow' })).rejects.toThrow('Session expiresAt is not a date: tomorrow');
  });
});
