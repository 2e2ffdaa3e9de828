// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { DEV_SOLANA_ADDRESSES, DEV_SOLANA_SEEDS, installDevSolanaWallet } from '@connect-modal/devnet';
import type { DevStandardWalletControl } from '@connect-modal/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterHost, Connector } from '../core/index.js';
import { defineNetwork } from '../core/index.js';
import { standardWalletId } from '../walletStandard/index.js';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import type { SolanaAdapter } from './createSolanaAdapter.js';
import { solanaSignInMessageText } from './solanaSignInMessage.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const localnet = defineNetwork({
  id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
  name: 'Solana Localnet',
  network: 'solana-localnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899/'] } },
  testnet: true,
});
const host: AdapterHost = {
  namespace: 'solana',
  networks: [localnet],
  setConnectors: () => {},
  onAccountsChanged: () => {},
  onChainChanged: () => {},
  onDisconnect: () => {},
  rpcUrls: (network) => [...network.rpcUrls.default.http],
  fetch: () => Promise.reject(new Error('no network')),
};
const publicKey = ed25519.getPublicKey(Uint8Array.from(Buffer.from(DEV_SOLANA_SEEDS[0], 'hex')));
const verify = (signature: string, text: string) => ed25519.verify(base58.decode(signature), new TextEncoder().encode(text), publicKey);

/** A wallet with `solana:signIn` that answers with whatever the test makes of the message it should sign. */
function signInWallet(name: string, answer: (message: Uint8Array, account: WalletAccount) => unknown): Wallet {
  const account: WalletAccount = { address: DEV_SOLANA_ADDRESSES[0]!, publicKey, chains: ['solana:localnet'], features: [] };
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['solana:localnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'solana:signIn': {
        version: '1.0.0',
        signIn: async (input: { domain?: string; address: string; nonce?: string }) => {
          const text = solanaSignInMessageText({ ...input, domain: input.domain ?? 'dapp.example' });
          return [answer(new TextEncoder().encode(text), account)];
        },
      },
    },
  };
}

describe('Sign In With Solana through the solana adapter', () => {
  let adapter: SolanaAdapter;
  let stop: () => void;
  let withSignIn: { control: DevStandardWalletControl; connector: Connector };
  let without: { control: DevStandardWalletControl; connector: Connector };

  beforeAll(async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://dapp.example/login');
    adapter = createSolanaAdapter();
    stop = adapter.setup(host) as () => void;
    const install = async (name: string, signIn: boolean) => {
      const control = installDevSolanaWallet({ name, icon: ICON, rpcUrl: 'http://127.0.0.1:1/', chains: ['solana:localnet'], persist: false, signIn });
      const connector = await adapter.waitForConnector(standardWalletId(name), 5_000);
      if (!connector) throw new Error(`${name} did not register`);
      await adapter.connect(connector, { network: localnet });
      return { control, connector };
    };
    withSignIn = await install('Dev Solana', true);
    without = await install('Dev Solana Plain', false);
  });

  afterAll(() => stop?.());

  it('signs in through the dev wallet: the exact message text and a base58 signature of it', async () => {
    const input = {
      domain: 'dapp.example',
      statement: 'Sign in to the dev site',
      uri: 'https://dapp.example/login',
      version: '1',
      chainId: 'localnet',
      nonce: 'a1b2c3d4',
      issuedAt: '2025-01-02T03:04:05.000Z',
      resources: ['https://dapp.example/terms'],
    };
    const result = await adapter.signIn(withSignIn.connector, input);
    const address = DEV_SOLANA_ADDRESSES[0];
    expect(result?.address).toBe(address);
    expect(result?.signedMessage).toBe(
      `dapp.example wants you to sign in with your Solana account:\n${address}\n\nSign in to the dev site\n\n` +
        'URI: https://dapp.example/login\nVersion: 1\nChain ID: localnet\nNonce: a1b2c3d4\nIssued At: 2025-01-02T03:04:05.000Z\n' +
        'Resources:\n- https://dapp.example/terms',
    );
    expect(verify(result!.signature, result!.signedMessage)).toBe(true);
    // The wallet was asked as the connected account.
    expect(withSignIn.control.calls.at(-1)).toEqual({ feature: 'solana:signIn', detail: [{ ...input, address }] });
  });

  it('lets the wallet fill in the domain', async () => {
    const result = await adapter.signIn(withSignIn.connector, { nonce: 'n-2' });
    expect(result?.signedMessage).toBe(`dapp.example wants you to sign in with your Solana account:\n${DEV_SOLANA_ADDRESSES[0]}\n\nNonce: n-2`);
    expect(verify(result!.signature, result!.signedMessage)).toBe(true);
  });

  it('resolves to undefined for a wallet without solana:signIn, whose signMessage gives a base58 signature', async () => {
    const before = without.control.calls.length;
    await expect(adapter.signIn(without.connector, { domain: 'dapp.example', nonce: 'n-3' })).resolves.toBeUndefined();
    expect(without.control.calls).toHaveLength(before);
    const signature = await adapter.signMessage(without.connector, 'dapp.example wants you to sign in', DEV_SOLANA_ADDRESSES[0]!);
    expect(verify(signature, 'dapp.example wants you to sign in')).toBe(true);
  });

  it('passes the user declining on, and refuses bad input and another account before asking the wallet', async () => {
    withSignIn.control.rejectNext('solana:signIn');
    await expect(adapter.signIn(withSignIn.connector, { nonce: 'n-4' })).rejects.toMatchObject({ code: 4001 });
    const before = withSignIn.control.calls.length;
    await expect(adapter.signIn(withSignIn.connector, { statement: 'two\nlines' })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      message: 'Invalid sign-in input statement: must be a single line',
    });
    await expect(adapter.signIn(withSignIn.connector, { resources: 'https://x' } as never)).rejects.toMatchObject({ code: 'INVALID_PARAMS' });
    await expect(adapter.signIn(withSignIn.connector, { address: DEV_SOLANA_ADDRESSES[1]! })).rejects.toMatchObject({ code: 'UNAUTHORIZED_ACCOUNT' });
    expect(withSignIn.control.calls).toHaveLength(before);
  });

  it('refuses a wallet answer that is not for the request', async () => {
    const seed = Uint8Array.from(Buffer.from(DEV_SOLANA_SEEDS[0], 'hex'));
    const cases: [string, (message: Uint8Array, account: WalletAccount) => unknown, string][] = [
      ['Altered', (message, account) => ({ account, signedMessage: new TextEncoder().encode(`${new TextDecoder().decode(message)}\nExtra: 1`), signature: ed25519.sign(message, seed) }), 'differs from the request'],
      ['Short Signature', (message, account) => ({ account, signedMessage: message, signature: new Uint8Array(12) }), 'invalid signature'],
      ['Other Account', (message) => ({ account: { address: DEV_SOLANA_ADDRESSES[1], publicKey: base58.decode(DEV_SOLANA_ADDRESSES[1]!) }, signedMessage: message, signature: ed25519.sign(message, seed) }), 'another account'],
      ['Not Text', (_message, account) => ({ account, signedMessage: new Uint8Array([0xff, 0xfe]), signature: new Uint8Array(64) }), 'not UTF-8'],
    ];
    for (const [name, answer, error] of cases) {
      const wallet = signInWallet(name, answer);
      const connector: Connector = { id: standardWalletId(name), name, type: 'ANNOUNCED', chain: 'solana', provider: wallet };
      await adapter.connect(connector, { network: localnet });
      await expect(adapter.signIn(connector, { nonce: 'n-5' })).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE', message: expect.stringContaining(error) });
    }
    const honest = signInWallet('Honest', (message, account) => ({ account, signedMessage: message, signature: ed25519.sign(message, seed) }));
    const connector: Connector = { id: standardWalletId('Honest'), name: 'Honest', type: 'ANNOUNCED', chain: 'solana', provider: honest };
    await adapter.connect(connector, { network: localnet });
    await expect(adapter.signIn(connector, { nonce: 'n-6' })).resolves.toMatchObject({ address: DEV_SOLANA_ADDRESSES[0] });
  });
});
