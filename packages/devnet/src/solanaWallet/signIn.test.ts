// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519';
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_SOLANA_ADDRESSES } from './devSolanaKeys.js';
import { installDevSolanaWallet } from './devSolanaWallet.js';
import type { DevSolanaWalletOptions, SolanaSignInInput, SolanaSignInOutput } from './devSolanaWallet.js';
import { createSignInMessageText } from './signInMessage.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
type SignIn = (...inputs: SolanaSignInInput[]) => Promise<SolanaSignInOutput[]>;

let registered: Wallet[] = [];
const onRegister = (event: Event) => (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail({ register: (wallet) => (registered.push(wallet), () => {}) });

beforeEach(() => {
  registered = [];
  window.addEventListener('wallet-standard:register-wallet', onRegister);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://dapp.example/login');
});
afterEach(() => window.removeEventListener('wallet-standard:register-wallet', onRegister));

function install(extra: Partial<DevSolanaWalletOptions> = {}) {
  const control = installDevSolanaWallet({ name: 'Dev Solana', icon: ICON, rpcUrl: 'http://127.0.0.1:1/', chains: ['solana:localnet'], persist: false, ...extra });
  const wallet = registered.at(-1)!;
  const feature = wallet.features['solana:signIn'] as { version: string; signIn: SignIn } | undefined;
  return { control, wallet, feature };
}

const text = (output: SolanaSignInOutput | undefined) => new TextDecoder().decode(output?.signedMessage);

describe('Sign In With Solana in the dev Solana wallet', () => {
  it('composes the CAIP-122 message from every field, signs it and connects the site', async () => {
    const { control, wallet, feature } = install();
    const changes: unknown[] = [];
    (wallet.features['standard:events'] as { on(event: string, listener: (change: unknown) => void): void }).on('change', (change) => changes.push(change));
    const input: SolanaSignInInput = {
      domain: 'dapp.example',
      statement: 'Sign in to the dev site',
      uri: 'https://dapp.example/login',
      version: '1',
      chainId: 'localnet',
      nonce: 'k9f3j2a8',
      issuedAt: '2025-01-02T03:04:05.000Z',
      expirationTime: '2025-01-02T03:14:05.000Z',
      notBefore: '2025-01-02T03:04:00.000Z',
      requestId: 'req-1',
      resources: ['https://dapp.example/terms', 'ipfs://bafybeigdyrzt'],
    };
    const [output, ...rest] = await feature!.signIn(input);
    expect(rest).toEqual([]);
    expect(text(output)).toBe(
      [
        'dapp.example wants you to sign in with your Solana account:',
        DEV_SOLANA_ADDRESSES[0],
        '',
        'Sign in to the dev site',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        'Chain ID: localnet',
        'Nonce: k9f3j2a8',
        'Issued At: 2025-01-02T03:04:05.000Z',
        'Expiration Time: 2025-01-02T03:14:05.000Z',
        'Not Before: 2025-01-02T03:04:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://dapp.example/terms',
        '- ipfs://bafybeigdyrzt',
      ].join('\n'),
    );
    expect(output?.signatureType).toBe('ed25519');
    expect(output?.account.address).toBe(DEV_SOLANA_ADDRESSES[0]);
    expect(output?.account.features).toContain('solana:signIn');
    expect(ed25519.verify(output!.signature, output!.signedMessage, Uint8Array.from(output!.account.publicKey))).toBe(true);
    expect(control.state().connected).toBe(true);
    expect(changes).toHaveLength(1);
    expect(control.calls).toEqual([{ feature: 'solana:signIn', detail: [input] }]);
  });

  it('fills in the page host and the current account, and signs with the account an input names', async () => {
    const { control, feature } = install();
    const [minimal] = await feature!.signIn({ nonce: 'n1' });
    expect(text(minimal)).toBe(`dapp.example wants you to sign in with your Solana account:\n${DEV_SOLANA_ADDRESSES[0]}\n\nNonce: n1`);
    const [bare] = await feature!.signIn({});
    expect(text(bare)).toBe(`dapp.example wants you to sign in with your Solana account:\n${DEV_SOLANA_ADDRESSES[0]}`);

    const [second] = await feature!.signIn({ address: DEV_SOLANA_ADDRESSES[1], statement: 'Second' });
    expect(second?.account.address).toBe(DEV_SOLANA_ADDRESSES[1]);
    expect(text(second)).toBe(`dapp.example wants you to sign in with your Solana account:\n${DEV_SOLANA_ADDRESSES[1]}\n\nSecond`);
    expect(control.state().address).toBe(DEV_SOLANA_ADDRESSES[1]);
  });

  it('lays the message out as the reference utilities do when fields are missing or empty', () => {
    const base = { domain: 'a.example', address: 'Addr' };
    expect(createSignInMessageText({ ...base, statement: '', nonce: 'x' })).toBe('a.example wants you to sign in with your Solana account:\nAddr\n\nNonce: x');
    expect(createSignInMessageText({ ...base, resources: [] })).toBe('a.example wants you to sign in with your Solana account:\nAddr\n\nResources:');
    expect(createSignInMessageText({ ...base, statement: 'Hi' })).toBe('a.example wants you to sign in with your Solana account:\nAddr\n\nHi');
  });

  it('refuses bad inputs before any prompt, and fails as declined when the user rejects', async () => {
    const { control, feature } = install();
    await expect(feature!.signIn({ statement: 'two\nlines' })).rejects.toThrow("The sign-in input's statement must not contain a line break");
    await expect(feature!.signIn({ nonce: 42 } as unknown as SolanaSignInInput)).rejects.toThrow("The sign-in input's nonce must be a string");
    await expect(feature!.signIn({ resources: 'https://x' } as unknown as SolanaSignInInput)).rejects.toThrow('resources must be a list of strings');
    await expect(feature!.signIn({ domain: '' })).rejects.toThrow('domain must not be empty');
    await expect(feature!.signIn({ address: 'NotOneOfTheWallets' })).rejects.toThrow('The wallet holds no account NotOneOfTheWallets');
    await expect(feature!.signIn()).rejects.toThrow('at least one input');
    expect(control.calls).toEqual([]);

    control.rejectNext('solana:signIn');
    await expect(feature!.signIn({ nonce: 'n' })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(control.state().connected).toBe(false);
    control.rejectNext();
    await expect(feature!.signIn({ nonce: 'n' })).rejects.toMatchObject({ code: 4001 });
    expect(control.calls.map((call) => call.feature)).toEqual(['solana:signIn', 'solana:signIn']);
  });

  it('leaves the feature out when told to', async () => {
    const { wallet, feature } = install({ name: 'No Sign In', signIn: false });
    expect(feature).toBeUndefined();
    expect(Object.keys(wallet.features)).not.toContain('solana:signIn');
    const connect = wallet.features['standard:connect'] as { connect(): Promise<{ accounts: readonly { features: readonly string[] }[] }> };
    const { accounts } = await connect.connect();
    expect(accounts[0]?.features).toEqual(['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']);
  });
});
