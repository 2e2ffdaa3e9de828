import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, createConnectConfig, defineNetwork, getConnectors } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { ConnectProvider } from '@connect-modal/headless/react';
import { SendForm } from './SendForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HASH = `0x${'ab'.repeat(32)}`;
const RDNS = 'org.example.pagewallet';

/** What each test leaves behind, undone after it. */
const cleanups: (() => void)[] = [];

/** What a wallet in the page was asked, and how it answers a send: with a hash, or declined by the visitor. */
interface PageWallet {
  readonly requests: { method: string; params?: unknown }[];
  decline: boolean;
}

/**
 * A wallet announced to the page (EIP-6963) on chain 1, as an extension would be: it grants its account, records
 * every request, and answers eth_sendTransaction with a hash, or with the visitor's decline (4001).
 */
function announceWallet(): PageWallet {
  const wallet: PageWallet = { requests: [], decline: false };
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      wallet.requests.push({ method, params });
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ACCOUNT];
      if (method === 'eth_chainId') return '0x1';
      if (method === 'eth_sendTransaction') {
        if (wallet.decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return HASH;
      }
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
    },
    on() {},
    removeListener() {},
  };
  const info = { uuid: '6b9f3c52-0c9b-4b8e-9d7a-2f1e0c3d4a5b', name: 'Page Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: RDNS };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  // Each test's wallet leaves with the test: the next config finds only its own.
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce));
  announce();
  return wallet;
}

/**
 * Chain 1, with its RPC and the services on a closed port of this machine: the transaction followed until its
 * receipt is still asked for after a test, when the page's requests no longer fail at once.
 */
const CLOSED = 'http://127.0.0.1:9';
const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [CLOSED] } },
});
const OFFLINE = { blockchainApi: CLOSED, walletDirectory: CLOSED, analytics: CLOSED };

beforeEach(() => {
  // Offline: every request fails at once (balances, RPC reads), so the tests never reach a hosted service.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('No network in tests')));
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The form in a config of its own on Ethereum, connected to the page's wallet. */
async function connectedForm(): Promise<{ root: Root; wallet: PageWallet }> {
  const wallet = announceWallet();
  const config = createConnectConfig({ projectId: 'send-form-test', networks: [ethereum], adapters: [createEip155Adapter()], endpoints: OFFLINE });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<ConnectProvider config={config}><SendForm /></ConnectProvider>));
  // The config finds the wallet once it has asked the page's wallets to announce themselves.
  await vi.waitFor(() => expect(getConnectors(config).map((connector) => connector.id)).toContain(RDNS));
  await act(async () => void (await connect(config, { connectorId: RDNS })));
  return { root, wallet };
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Types into a field as a visitor does (React reads the native value setter's change). */
async function type(id: string, text: string) {
  const input = field(id);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="send-submit"]')?.click());
}

/** A field's error as the page shows it, and whether the field is marked invalid and described by it. */
function fieldError(id: string) {
  const error = document.getElementById(`${id}-error`);
  return {
    message: error?.textContent,
    invalid: field(id).getAttribute('aria-invalid'),
    describedBy: (field(id).getAttribute('aria-describedby') ?? '').split(' ').includes(`${id}-error`),
  };
}

const sends = (wallet: PageWallet) => wallet.requests.filter((request) => request.method === 'eth_sendTransaction');

describe('SendForm', () => {
  it('offers the native currency first and labels every field', async () => {
    const { root } = await connectedForm();
    const options = [...document.querySelectorAll<HTMLOptionElement>('#send-token option')].map((option) => option.textContent);
    expect(options[0]).toBe('ETH');
    for (const id of ['send-token', 'send-amount', 'send-to']) expect(document.querySelector(`label[for="${id}"]`)?.textContent).toBeTruthy();
    expect(document.querySelector('[data-testid="send-status"]')?.getAttribute('role')).toBe('status');
    await act(async () => root.unmount());
  });

  it('shows a check that fails beside its field, with its message, and asks the wallet nothing', async () => {
    const { root, wallet } = await connectedForm();
    await submit();
    expect(fieldError('send-amount')).toEqual({ message: 'An amount and receiver address are required', invalid: 'true', describedBy: true });
    expect(document.activeElement).toBe(field('send-amount'));

    await type('send-amount', '1.005');
    expect(document.getElementById('send-amount-error')).toBeNull();
    await submit();
    expect(fieldError('send-to')).toEqual({ message: 'An amount and receiver address are required', invalid: 'true', describedBy: true });

    await type('send-to', '0x1234');
    await submit();
    expect(fieldError('send-to').message).toBe('Enter a valid EVM address (0x and 40 hex characters)');

    await type('send-to', RECEIVER);
    await type('send-amount', '1.0000000000000000001');
    await submit();
    expect(fieldError('send-amount').invalid).toBe('true');
    expect(sends(wallet)).toEqual([]);
    await act(async () => root.unmount());
  });

  it('asks the wallet once for a send submitted twice, shows the hash and empties the form', async () => {
    const { root, wallet } = await connectedForm();
    await type('send-amount', '1.005');
    await type('send-to', RECEIVER);
    await act(async () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="send-submit"]');
      button?.click();
      button?.click();
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="send-hash"]')?.textContent).toBe(HASH));
    // 1.005 ETH, exactly, in wei.
    expect(sends(wallet)).toEqual([{ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: RECEIVER, value: `0x${(1_005_000_000_000_000_000n).toString(16)}` }] }]);
    expect(document.querySelector('[data-testid="send-result"]')?.textContent).toContain(`Sent 1.005 ETH to ${RECEIVER}`);
    expect(field('send-amount').value).toBe('');
    expect(field('send-to').value).toBe('');
    await act(async () => root.unmount());
  });

  it('says a decline in the wallet and keeps what was typed', async () => {
    const { root, wallet } = await connectedForm();
    wallet.decline = true;
    await type('send-amount', '0.5');
    await type('send-to', RECEIVER);
    await submit();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="send-error"]')?.textContent).toBe('Transaction declined'));
    expect(document.querySelector('[data-testid="send-error"]')?.getAttribute('role')).toBe('alert');
    expect(field('send-amount').value).toBe('0.5');
    expect(field('send-to').value).toBe(RECEIVER);
    expect(sends(wallet)).toHaveLength(1);
    expect(document.querySelector<HTMLButtonElement>('[data-testid="send-submit"]')?.disabled).toBe(false);
    await act(async () => root.unmount());
  });
});
