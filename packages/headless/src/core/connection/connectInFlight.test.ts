import { describe, expect, it } from 'vitest';
import type { AdapterConnection, NamespaceAdapter } from '../adapters/types.js';
import { base, mainnet, solana } from '../networks/index.js';
import { createTestConfig } from '../testing/testConfig.js';
import { inertAdapter } from '../testing/inertAdapter.js';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/**
 * A wallet's provider as an adapter reaches it: it counts the requests it receives and holds each one open until
 * the test answers it (as a person would in the wallet's prompt).
 */
function heldProvider(address: string, chainId: string | number) {
  const waiting: { method: string; answer(): void; decline(): void }[] = [];
  const requests: string[] = [];
  return {
    requests,
    waiting,
    request({ method }: { method: string }): Promise<AdapterConnection> {
      requests.push(method);
      return new Promise((resolve, reject) => {
        waiting.push({
          method,
          answer: () => resolve({ address, chainId, accounts: [{ address, type: 'eoa' }] }),
          decline: () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
        });
      });
    },
    /** Answers (or declines) the oldest open request. */
    settle(outcome: 'answer' | 'decline') {
      const next = waiting.shift();
      if (!next) throw new Error('No request is waiting for the wallet');
      next[outcome]();
    },
  };
}

/** An adapter offering one browser wallet, `shared-wallet`, that connects, switches and disconnects by asking its provider. */
function walletAdapter(namespace: 'eip155' | 'solana', provider: ReturnType<typeof heldProvider>): NamespaceAdapter {
  return {
    ...inertAdapter(namespace),
    setup(host) {
      host.setConnectors([{ id: 'shared-wallet', name: 'Shared Wallet', type: 'ANNOUNCED', chain: namespace, provider }]);
      return () => {};
    },
    connect: () => provider.request({ method: 'eth_requestAccounts' }),
    switchNetwork: async () => void (await provider.request({ method: 'wallet_switchEthereumChain' })),
    disconnect: async () => void (await provider.request({ method: 'wallet_revokePermissions' })),
  };
}

function setUp() {
  const evm = heldProvider(EVM, 1);
  const sol = heldProvider(SOL, solana.id);
  const config = createTestConfig({ networks: [mainnet, base, solana], adapters: [walletAdapter('eip155', evm), walletAdapter('solana', sol)] });
  config.start();
  return { config, evm, sol };
}

/** Lets the manager's code load and the first request reach the provider. */
async function untilAsked(provider: ReturnType<typeof heldProvider>, count: number) {
  await expect.poll(() => provider.requests.length).toBe(count);
}

describe('one wallet request per connector at a time', () => {
  it('gives a second and a tenth connect the pending promise: the wallet is asked once, every caller gets its answer', async () => {
    const { config, evm } = setUp();
    const calls = Array.from({ length: 10 }, () => config._internal.connect('shared-wallet', { namespace: 'eip155' }));
    await untilAsked(evm, 1);
    // Asked once more once the wallet's prompt is open: it joins too.
    const again = config._internal.connect('shared-wallet', { namespace: 'eip155' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(evm.requests).toEqual(['eth_requestAccounts']);
    evm.settle('answer');
    const results = await Promise.all([...calls, again]);
    expect(new Set(results.map((result) => result.address))).toEqual(new Set([EVM]));
    expect(results.every((result) => result === results[0])).toBe(true);
    expect(evm.requests).toEqual(['eth_requestAccounts']);
    expect(config._internal.accounts.get('eip155').status).toBe('connected');
  });

  it('asks again once the wallet has answered, and after a decline the retry asks again', async () => {
    const { config, evm } = setUp();
    const first = config._internal.connect('shared-wallet');
    const joined = config._internal.connect('shared-wallet');
    await untilAsked(evm, 1);
    evm.settle('decline');
    // The caller that joined gets the same decline; nothing is stored.
    const errors = await Promise.all([first, joined].map((call) => call.then(() => undefined, (error: unknown) => error)));
    expect(errors.map((error) => (error as { code?: number }).code)).toEqual([4001, 4001]);
    expect(config._internal.records.get('eip155')).toBeUndefined();

    const retry = config._internal.connect('shared-wallet');
    await untilAsked(evm, 2);
    evm.settle('answer');
    await retry;
    expect(evm.requests).toEqual(['eth_requestAccounts', 'eth_requestAccounts']);
  });

  it('keeps connects of one connector id in two namespaces apart: each namespace asks its own wallet once', async () => {
    const { config, evm, sol } = setUp();
    const evmCalls = [1, 2, 3].map(() => config._internal.connect('shared-wallet', { namespace: 'eip155' }));
    const solCalls = [1, 2, 3].map(() => config._internal.connect('shared-wallet', { namespace: 'solana' }));
    await untilAsked(evm, 1);
    await untilAsked(sol, 1);
    evm.settle('answer');
    sol.settle('answer');
    expect((await Promise.all(evmCalls)).map((result) => result.address)).toEqual([EVM, EVM, EVM]);
    expect((await Promise.all(solCalls)).map((result) => result.address)).toEqual([SOL, SOL, SOL]);
    expect([evm.requests.length, sol.requests.length]).toEqual([1, 1]);
  });

  it('still refuses an unknown connector, with its id', async () => {
    const { config, evm } = setUp();
    await expect(config._internal.connect('nobody')).rejects.toThrow('Connector not found: nobody');
    expect(evm.requests).toEqual([]);
  });

  it('asks the wallet once for ten switches to one network, and once for ten disconnects, while it is asked', async () => {
    const { config, evm } = setUp();
    const connecting = config._internal.connect('shared-wallet', { namespace: 'eip155' });
    await untilAsked(evm, 1);
    evm.settle('answer');
    await connecting;

    const switches = Array.from({ length: 10 }, () => config._internal.switchNetwork(base));
    await untilAsked(evm, 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(evm.requests.slice(1)).toEqual(['wallet_switchEthereumChain']);
    evm.settle('answer');
    await Promise.all(switches);
    expect(config._internal.networks.getActiveNetwork('eip155')?.caipNetworkId).toBe(base.caipNetworkId);

    const disconnects = Array.from({ length: 10 }, () => config._internal.disconnect());
    await untilAsked(evm, 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(evm.requests.slice(2)).toEqual(['wallet_revokePermissions']);
    evm.settle('answer');
    await Promise.all(disconnects);
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(evm.requests).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain', 'wallet_revokePermissions']);
  });
});
