import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entryDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/headless/src/walletconnect');

describe('@connect-modal/headless/walletconnect', () => {
  it('exports these names', async () => {
    const entry = await import('@connect-modal/headless/walletconnect');
    expect(Object.keys(entry).sort()).toEqual([
      'MAX_WALLETCONNECT_URI_LENGTH',
      'PAIRING_EXPIRY_MARGIN_MS',
      'PAIRING_LIFETIME_MS',
      'PAIRING_PREPARE_TIMEOUT_MS',
      'ProviderRpcError',
      'WALLETCONNECT_CONNECTOR_ID',
      'WALLETCONNECT_EVENTS',
      'WALLETCONNECT_METHODS',
      'WALLETCONNECT_NAMESPACES',
      'WalletConnectError',
      'addressesOn',
      'buildSessionNamespaces',
      'buildWalletDeepLink',
      'createMemoryKeyValueStorage',
      'createWalletConnectConnector',
      'createWalletConnectPairing',
      'isPairingExpired',
      'isWalletConnectNamespace',
      'parseWalletConnectUri',
      'toProposalNamespaces',
      'validateSession',
    ]);
  });

  it('reaches the sign client only through a dynamic import, so apps that never pair never load it', () => {
    const sources = readdirSync(entryDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const staticImports = sources.flatMap((name) =>
      [...readFileSync(join(entryDir, name), 'utf8').matchAll(/^import(?!\s+type)[^;]*from\s+'(@walletconnect\/[^']+)'/gm)].map(
        (match) => `${name}: ${match[1]}`,
      ),
    );
    expect(staticImports).toEqual([]);
    // The sign client's lifecycle module is where the client is loaded, on first use.
    const lifecycle = readFileSync(join(entryDir, 'createSignClientLifecycle.ts'), 'utf8');
    expect(lifecycle).toContain("import('@walletconnect/sign-client')");
  });
});
