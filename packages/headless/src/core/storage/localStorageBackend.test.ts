// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectStorage } from './createConnectStorage.js';
import { cookieStorage, localStorageBackend } from './StorageBackend.js';
import { backendKey } from './storageKeys.js';

afterEach(() => window.localStorage.clear());

function dispatchFromOtherTab(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
}

describe('localStorage backend', () => {
  it('reads and writes window.localStorage under prefixed keys', () => {
    const storage = createConnectStorage(localStorageBackend());
    storage.set('activeNamespace', 'solana');
    expect(window.localStorage.getItem(backendKey('activeNamespace'))).toBe('"solana"');
    expect(storage.get('activeNamespace')).toBe('solana');
  });

  it('picks up changes made in another tab, parsed, and ignores other keys and garbage', () => {
    const storage = createConnectStorage(localStorageBackend());
    const seen: unknown[] = [];
    const unsubscribe = storage.subscribe('activeNamespace', (value) => seen.push(value));
    dispatchFromOtherTab(backendKey('activeNamespace'), '"solana"');
    dispatchFromOtherTab(backendKey('email'), '"a@b.co"');
    dispatchFromOtherTab(backendKey('activeNamespace'), '{garbage');
    dispatchFromOtherTab(backendKey('activeNamespace'), null);
    dispatchFromOtherTab(null, null);
    unsubscribe();
    dispatchFromOtherTab(backendKey('activeNamespace'), '"solana"');
    expect(seen).toEqual(['solana', undefined, undefined, undefined]);
  });
});

describe('cookie storage', () => {
  it('reads a server request Cookie header, so a server can render the connected state', () => {
    const header = `other=1; ${encodeURIComponent(backendKey('activeNamespace'))}=${encodeURIComponent('"solana"')}; bad=%E0%A4%A`;
    const storage = createConnectStorage(cookieStorage({ cookieHeader: header }));
    expect(storage.get('activeNamespace')).toBe('solana');
  });

  it('writes document.cookie in the browser', () => {
    const storage = createConnectStorage(cookieStorage());
    storage.set('activeNamespace', 'eip155');
    expect(document.cookie).toContain(encodeURIComponent(backendKey('activeNamespace')));
    expect(storage.get('activeNamespace')).toBe('eip155');
    storage.remove('activeNamespace');
    expect(storage.get('activeNamespace')).toBeUndefined();
  });
});
