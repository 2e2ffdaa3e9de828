import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type { AdapterConnection, AdapterHost, NamespaceAdapter } from '../adapters/types.js';
import { base, mainnet, optimism } from '../networks/index.js';
import { siwxAtom } from '../state/atoms.js';
import { memoryStorage } from '../storage/index.js';
import { createTestConfig } from '../testing/testConfig.js';
import { inertAdapter } from '../testing/inertAdapter.js';
import { createTestSiwx } from '../testing/testSiwx.js';
import type { TestSiwx } from '../testing/testSiwx.js';

const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const BOB = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

/** A browser wallet that signs for real (EIP-191) with the key of its current account, and can be told to decline. */
function signingWallet() {
  let host: AdapterHost | undefined;
  let current = ALICE;
  let chainId = 1;
  let declineNext = false;
  const signed: string[] = [];
  /** Contract code at addresses on the wallet's chain (a deployed smart account has some). */
  const code = new Map<string, string>();
  const connection = (): AdapterConnection => ({ address: current.address, chainId, accounts: [{ address: current.address, type: 'eoa' }] });
  const adapter: NamespaceAdapter = {
    ...inertAdapter('eip155'),
    setup(adapterHost) {
      host = adapterHost;
      adapterHost.setConnectors([{ id: 'io.wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }]);
      return () => {};
    },
    connect: async () => connection(),
    reconnect: async () => connection(),
    async signMessage(_connector, message) {
      if (declineNext) {
        declineNext = false;
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      signed.push(message);
      return current.signMessage({ message });
    },
    async request(_connector, { method, params }) {
      if (method !== 'eth_getCode' || !Array.isArray(params)) throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
      return code.get(String(params[0])) ?? '0x';
    },
  };
  return {
    adapter,
    signed,
    code,
    decline: () => void (declineNext = true),
    switchAccount(account: typeof ALICE) {
      current = account;
      host?.onAccountsChanged([account.address]);
    },
    switchChain(id: number) {
      chainId = id;
      host?.onChainChanged(id);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function connected(siwx: TestSiwx, storage = memoryStorage()) {
  const wallet = signingWallet();
  const config = createTestConfig({ storage, networks: [mainnet, base], adapters: [wallet.adapter], siwx });
  config.start();
  await config._internal.connect('io.wallet');
  // The flow's code loads after start; the first answer about the account settles it.
  await expect.poll(() => config.store.get(siwxAtom).status).toMatch(/^(needed|signedIn|failed)$/);
  return { config, wallet, storage };
}

describe('sign-in flow', () => {
  it('opens the sign view for an account with no session, signs once however often it is asked, stores the session and closes', async () => {
    const siwx = createTestSiwx();
    const { config, wallet } = await connected(siwx);
    expect(config.store.get(siwxAtom).status).toBe('needed');
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.router.get().view).toBe('SIWXSignMessage');

    const attempts = [config._internal.siwx.signIn(), config._internal.siwx.signIn(), config._internal.siwx.signIn()];
    const [session] = await Promise.all(attempts);
    expect(wallet.signed).toHaveLength(1);
    expect(session?.address).toBe(ALICE.address);
    expect(session?.chainId).toBe('eip155:1');
    expect(config.store.get(siwxAtom)).toMatchObject({ status: 'signedIn', hasSession: true });
    expect(config._internal.modal.get().open).toBe(false);
    expect(Object.keys(config.storage.get('siwxSessions') ?? {})).toEqual([ALICE.address.toLowerCase()]);
    expect(siwx.calls.filter((call) => call.startsWith('getNonce'))).toHaveLength(1);
  });

  it('keeps the session on reload: the stored session is checked with the backend, and nothing is asked', async () => {
    const siwx = createTestSiwx();
    const first = await connected(siwx);
    await first.config._internal.siwx.signIn();
    const again = await connected(siwx, first.storage);
    expect(again.config.store.get(siwxAtom)).toMatchObject({ status: 'signedIn', hasSession: true });
    expect(again.config._internal.modal.get().open).toBe(false);
    expect(siwx.calls.at(-1)).toBe(`getSession eip155:1 ${ALICE.address} stored`);
  });

  it('reopens the sign view with "Signature declined" when the wallet declines, and signs on the next try', async () => {
    const siwx = createTestSiwx();
    const { config, wallet } = await connected(siwx);
    wallet.decline();
    await expect(config._internal.siwx.signIn()).rejects.toMatchObject({ code: 4001 });
    expect(config.store.get(siwxAtom)).toMatchObject({ status: 'failed', error: 'Signature declined', hasSession: false });
    expect(config._internal.router.get().view).toBe('SIWXSignMessage');
    expect(config._internal.modal.get().open).toBe(true);
    await config._internal.siwx.signIn();
    expect(config.store.get(siwxAtom).status).toBe('signedIn');
  });

  it('names smart accounts when declined: an account with code at its address (injected wallets report every account as an EOA)', async () => {
    const siwx = createTestSiwx();
    const { config, wallet } = await connected(siwx);
    wallet.code.set(ALICE.address, '0x6080604052');
    wallet.decline();
    await expect(config._internal.siwx.signIn()).rejects.toMatchObject({ code: 4001 });
    expect(config.store.get(siwxAtom)).toMatchObject({ status: 'failed', error: 'This application might not support Smart Accounts' });
    expect(config._internal.router.get().view).toBe('SIWXSignMessage');

    // An EIP-7702 delegation is still an EOA signing with its key.
    wallet.code.set(ALICE.address, `0xef0100${'ab'.repeat(20)}`);
    wallet.decline();
    await expect(config._internal.siwx.signIn()).rejects.toMatchObject({ code: 4001 });
    expect(config.store.get(siwxAtom).error).toBe('Signature declined');
  });

  it('shows the backend refusal and leaves no session', async () => {
    const siwx = createTestSiwx();
    const { config } = await connected(siwx);
    siwx.refuseNext('Nonce already used');
    await expect(config._internal.siwx.signIn()).rejects.toThrow('Nonce already used');
    expect(config.store.get(siwxAtom)).toMatchObject({ status: 'failed', error: 'Nonce already used', hasSession: false });
    expect(config.storage.get('siwxSessions')).toBeUndefined();
  });

  it('asks once per account and chain: an account change asks for the new account, switching back asks nothing', async () => {
    const siwx = createTestSiwx();
    const { config, wallet } = await connected(siwx);
    config._internal.modal.close();
    wallet.switchAccount(BOB);
    await expect.poll(() => config.store.get(siwxAtom).account?.address).toBe(BOB.address);
    await settle();
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.router.get().view).toBe('SIWXSignMessage');
    config._internal.modal.close();

    wallet.switchAccount(ALICE);
    await expect.poll(() => config.store.get(siwxAtom).account?.address).toBe(ALICE.address);
    await settle();
    expect(config.store.get(siwxAtom).status).toBe('needed');
    expect(config._internal.modal.get().open).toBe(false);
    expect(siwx.calls.filter((call) => call.startsWith('getSession'))).toHaveLength(3);
  });

  it('never asks on a network the app does not configure', async () => {
    const siwx = createTestSiwx();
    const wallet = signingWallet();
    const config = createTestConfig({ networks: [mainnet, base], adapters: [wallet.adapter], siwx, allowUnsupportedChain: true });
    config.start();
    wallet.switchChain(optimism.id);
    await config._internal.connect('io.wallet');
    await settle();
    expect(config.store.get(siwxAtom).status).toBe('idle');
    expect(siwx.calls).toEqual([]);
    await expect(config._internal.siwx.signIn()).rejects.toThrow('Unsupported chain');
  });

  it('cancel closes when sign-in is optional, and disconnects when it is required', async () => {
    const optional = await connected(createTestSiwx());
    await optional.config._internal.siwx.cancel();
    expect(optional.config._internal.modal.get().open).toBe(false);
    expect(optional.config._internal.accounts.get().status).toBe('connected');

    const required = await connected(createTestSiwx({ required: true }));
    expect(required.config._internal.modal.close()).toBe(false);
    await required.config._internal.siwx.cancel();
    expect(required.config._internal.accounts.get().status).toBe('disconnected');
    expect(required.config._internal.modal.get().open).toBe(false);
  });

  it('disconnects and returns to Connect when the backend cannot be asked', async () => {
    const siwx = createTestSiwx();
    siwx.failNextCheck();
    const { config } = await connected(siwx);
    await expect.poll(() => config._internal.accounts.get().status).toBe('disconnected');
    expect(config.store.get(siwxAtom).error).toBe('A problem occurred while trying initialize authentication');
    expect(config._internal.toasts.get()).toMatchObject({ variant: 'error', message: 'A problem occurred while trying initialize authentication' });
    // The disconnect closed the modal; it is open on Connect, where the toast shows.
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.router.get()).toMatchObject({ view: 'Connect', history: ['Connect'] });
  });

  it('shows the failure on Connect when the backend gives no nonce, even when signing in from a closed modal', async () => {
    const siwx = { ...createTestSiwx(), getNonce: () => Promise.reject(new Error('The sign-in backend could not be reached')) };
    const { config, wallet } = await connected(siwx);
    config._internal.modal.close();
    await expect(config._internal.siwx.signIn()).rejects.toMatchObject({ code: 'SIGN_IN_INIT_FAILED' });
    expect(config._internal.accounts.get().status).toBe('disconnected');
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.router.get().view).toBe('Connect');
    expect(config._internal.toasts.get()).toMatchObject({ variant: 'error', message: 'A problem occurred while trying initialize authentication' });
    expect(wallet.signed).toEqual([]);
  });

  it('signs out: the backend session goes, and the account is asked again only when it asks', async () => {
    const siwx = createTestSiwx();
    const { config } = await connected(siwx);
    await config._internal.siwx.signIn();
    await config._internal.siwx.signOut();
    expect(siwx.sessions.size).toBe(0);
    expect(config.store.get(siwxAtom)).toMatchObject({ status: 'needed', hasSession: false });
    expect(config.storage.get('siwxSessions')).toBeUndefined();
    expect(config._internal.accounts.get().status).toBe('connected');
  });
});
