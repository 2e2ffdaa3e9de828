import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { solanaDevnet } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { createSolanaAdapter } from '@connect-modal/headless/solana';
import { WC_WALLET_SOLANA_CHAIN } from '@connect-modal/devnet';
import { pairApp, startWcApp, startWcHarness, waitUntil } from './walletconnectHarness.js';
import type { WcApp, WcHarness } from './walletconnectHarness.js';

describe('the solana adapter over a WalletConnect session', () => {
  let harness: WcHarness;
  const apps: WcApp[] = [];

  beforeAll(async () => {
    harness = await startWcHarness();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) app.stop();
    await harness.wallet.disconnect().catch(() => {});
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('connects the approved Solana account on its chain and signs messages that verify with ed25519', async () => {
    const started = startWcApp(harness, {
      networks: [harness.network, solanaDevnet],
      adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false }), createSolanaAdapter({ walletStandard: false })],
    });
    apps.push(started);
    const { config } = started;
    await pairApp({ config }, harness.wallet, { namespace: 'eip155' });
    await waitUntil(() => config._internal.accounts.get('solana').status === 'connected');
    expect(config._internal.accounts.get('solana')).toMatchObject({
      address: harness.wallet.solanaAddress,
      caipAddress: `${WC_WALLET_SOLANA_CHAIN}:${harness.wallet.solanaAddress}`,
    });
    const signature = await config._internal.signMessage('hello from the solana adapter', { namespace: 'solana' });
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode('hello from the solana adapter'), base58.decode(harness.wallet.solanaAddress)),
    ).toBe(true);
  });
});
