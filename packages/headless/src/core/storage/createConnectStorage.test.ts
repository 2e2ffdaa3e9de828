import { describe, expect, it } from 'vitest';
import { connectTestAccount } from '../testing/connectTestAccount.js';
import { createTestConfig } from '../testing/testConfig.js';
import { createConnectStorage } from './createConnectStorage.js';
import type { StorageProblem } from './createConnectStorage.js';
import { memoryStorage } from './StorageBackend.js';
import type { StorageBackend } from './StorageBackend.js';
import { MAX_STORED_VALUE_LENGTH, backendKey, storageKeys } from './storageKeys.js';
import type { StorageKey } from './storageKeys.js';

const KEYS = Object.keys(storageKeys) as StorageKey[];

const GARBAGE: readonly string[] = [
  '{not json',
  'undefined',
  'null',
  '""',
  '42',
  '[1,2,3]',
  '{"a":1}',
  'true',
  '{"__proto__":{"polluted":true}}',
  '[{"id":"a","__proto__":{"polluted":true}}]',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"eip155":[{"connectorId":"x","accounts":[{"address":"0x1","type":"root"}]}]}',
  'x'.repeat(MAX_STORED_VALUE_LENGTH + 1),
  JSON.stringify('y'.repeat(MAX_STORED_VALUE_LENGTH)),
  '\u0000\uFFFF\uD800',
  'eip155,not-a-namespace',
  '1,two,3',
];

describe('storage', () => {
  it('starts cleanly with every key full of garbage, removing what is corrupted', () => {
    for (const garbage of GARBAGE) {
      const initial = Object.fromEntries(KEYS.map((key) => [backendKey(key), garbage]));
      const backend = memoryStorage(initial);
      const problems: StorageProblem[] = [];
      const config = createTestConfig({ storage: backend });
      const storage = createConnectStorage(backend, (problem) => problems.push(problem));
      for (const key of KEYS) {
        const value = storage.get(key);
        // Whatever survives must be a value of the key's own shape.
        if (value !== undefined) expect(storageKeys[key].schema.safeParse(value).success).toBe(true);
      }
      expect(config._internal.connection.get().status).toBe('disconnected');
      expect(config._internal.networks.getActiveNetwork()?.caipNetworkId).toBe('eip155:1');
      expect(config._internal.connection.getRecentWallets().length).toBeLessThanOrEqual(2);
      config._internal.modal.open();
      expect(config._internal.router.get().view).toBe('Connect');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    }
  });

  it('removes a corrupted value and reports it', () => {
    const backend = memoryStorage({ [backendKey('recentWallets')]: '{"__proto__":{"x":1}}' });
    const problems: StorageProblem[] = [];
    const storage = createConnectStorage(backend, (problem) => problems.push(problem));
    expect(storage.get('recentWallets')).toBeUndefined();
    expect(backend.dump()).toEqual({});
    expect(problems).toMatchObject([{ key: 'recentWallets', kind: 'corrupted' }]);
  });

  it('sweep reads every key once and lists those removed', () => {
    const backend = memoryStorage({
      [backendKey('email')]: '"not an email"',
      [backendKey('activeNamespace')]: '"eip155"',
      'host-page-key': 'left alone',
    });
    const storage = createConnectStorage(backend);
    expect(storage.sweep()).toEqual(['email']);
    expect(backend.dump()).toEqual({ [backendKey('activeNamespace')]: '"eip155"', 'host-page-key': 'left alone' });
  });

  it('round-trips every key, including the comma-separated ones', () => {
    const backend = memoryStorage();
    const storage = createConnectStorage(backend);
    storage.set('smartAccountEnabledNetworks', [1, 8453]);
        storage.set('email', 'user@example.com');
    storage.set('lastEmailLoginTime', 1_700_000_000_000);
    storage.set('recentWallets', [{ id: 'a', rdns: 'io.a' }]);
    expect(backend.dump()[backendKey('smartAccountEnabledNetworks')]).toBe('1,8453');
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 8453]);
    expect(storage.get('email')).toBe('user@example.com');
    expect(storage.get('recentWallets')).toEqual([{ id: 'a', rdns: 'io.a' }]);
  });

  it('refuses to write a value of the wrong shape', () => {
    const storage = createConnectStorage(memoryStorage());
    expect(storage.set('recentWallets', [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toBe(false);
    expect(storage.get('recentWallets')).toBeUndefined();
  });

  it('survives quota and security errors on write, read and remove', () => {
    const hostile: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const problems: StorageProblem[] = [];
    const storage = createConnectStorage(hostile, (problem) => problems.push(problem));
    expect(storage.set('email', 'a@b.co')).toBe(false);
    expect(storage.get('email')).toBeUndefined();
    expect(() => storage.remove('email')).not.toThrow();
    expect(problems.map((problem) => problem.kind)).toEqual(['write-failed', 'read-failed', 'write-failed']);
    const config = createTestConfig({ storage: hostile });
    connectTestAccount(config);
    config._internal.connection.addRecentWallet({ id: 'a' });
    expect(config._internal.connection.get().status).toBe('connected');
  });
});
