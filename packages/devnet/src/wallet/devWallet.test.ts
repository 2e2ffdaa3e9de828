import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage } from 'viem';
import type { Address, EIP1193Provider } from 'viem';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { buildDevWalletInitScript, buildDevWalletScript } from './buildDevWalletScript.js';
import { DEV_WALLET_ICON, installDevWallet } from './devWallet.js';
import type { DevWalletHost, DevWalletInfo, DevWalletOptions, DevWalletProvider } from './devWallet.js';

const STUB_CHAIN_ID = 31338;

/** Stands in for a second chain, so tests can tell which endpoint a request went to. */
function startStubRpc(): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      const reply =
        method === 'eth_blockNumber'
          ? { jsonrpc: '2.0', id, result: '0x2a' }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: `Method ${method} not found`, data: { method } } };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(reply));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Announcement {
  info: DevWalletInfo;
  provider: DevWalletProvider;
}

function newHost(): { host: DevWalletHost; announcements: Announcement[] } {
  const host = new EventTarget() as DevWalletHost;
  const announcements: Announcement[] = [];
  host.addEventListener('eip6963:announceProvider', (event) => {
    announcements.push((event as CustomEvent<Announcement>).detail);
  });
  return { host, announcements };
}

async function rpcError(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected the request to fail');
}

describe('dev wallet', () => {
  let devChain: DevChain;
  let stub: Server;
  let stubUrl: string;
  let options: DevWalletOptions;

  beforeAll(async () => {
    [devChain, stub] = await Promise.all([startChain({ chainId: 31337 }), startStubRpc()]);
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    options = {
      name: 'Dev Wallet',
      rdns: 'dev.connect-modal.wallet',
      icon: DEV_WALLET_ICON,
      chains: { 31337: devChain.rpcUrl, [STUB_CHAIN_ID]: stubUrl },
      initialChainId: 31337,
      account: devChain.accounts[0]!,
    };
  });

  afterAll(async () => {
    await Promise.all([devChain?.stop(), new Promise((resolve) => stub?.close(resolve))]);
  });

  it('announces on install and on every eip6963:requestProvider', () => {
    const { host, announcements } = newHost();
    const first = installDevWallet({ ...options, uuid: 'uuid-a' }, host);
    installDevWallet({ ...options, uuid: 'uuid-b' }, host);
    expect(announcements.map((a) => a.info.uuid)).toEqual(['uuid-a', 'uuid-b']);

    host.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announcements.map((a) => a.info.uuid)).toEqual(['uuid-a', 'uuid-b', 'uuid-a', 'uuid-b']);
    expect(announcements[0]).toEqual({ info: { uuid: 'uuid-a', name: 'Dev Wallet', icon: DEV_WALLET_ICON, rdns: options.rdns }, provider: first.provider });
    expect(Object.isFrozen(announcements[0])).toBe(true);
    // Both instances share one control under their rdns.
    expect(host.__devWallets?.[options.rdns]).toBe(first.control);
    expect(first.control.state().map((s) => s.uuid)).toEqual(['uuid-a', 'uuid-b']);

    first.uninstall();
    host.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announcements.at(-1)?.info.uuid).toBe('uuid-b');
  });

  it('connects on eth_requestAccounts and forwards reads to the chain', async () => {
    const { host } = newHost();
    const { provider, control } = installDevWallet(options, host);
    const accountsChanged: unknown[] = [];
    provider.on('accountsChanged', (accounts: unknown) => accountsChanged.push(accounts));

    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([options.account]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([options.account]);
    expect(accountsChanged).toEqual([[options.account]]);

    const publicClient = createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) });
    const balance = await provider.request({ method: 'eth_getBalance', params: [options.account, 'latest'] });
    expect(BigInt(balance as string)).toBe(await publicClient.getBalance({ address: options.account }));
    expect(control.requests).toEqual(['eth_chainId', 'eth_accounts', 'eth_requestAccounts', 'eth_accounts', 'eth_getBalance']);
  });

  it('rejects with 4001 when told to, and only the matching request', async () => {
    const { host } = newHost();
    const { provider, control } = installDevWallet(options, host);
    control.rejectNext();
    // Reads never prompt, so they do not consume a generic rejection.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await rpcError(provider.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([options.account]);

    control.rejectNext('eth_blockNumber');
    expect((await rpcError(provider.request({ method: 'eth_blockNumber' }))).code).toBe(4001);
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });

  it('signs and sends through the node once connected, as viem sees it', async () => {
    const { host } = newHost();
    const { provider } = installDevWallet(options, host);
    const walletClient = createWalletClient({ chain: devChain.chain, transport: custom(provider as unknown as EIP1193Provider) });
    const account = options.account;

    expect((await rpcError(provider.request({ method: 'personal_sign', params: ['0x68690a', account] }))).code).toBe(4100);
    const [connected] = await walletClient.requestAddresses();
    expect(connected).toBe(account);

    const signature = await walletClient.signMessage({ account, message: 'hello' });
    expect(await verifyMessage({ address: account, message: 'hello', signature })).toBe(true);
    const other = devChain.accounts[1]!;
    expect((await rpcError(provider.request({ method: 'personal_sign', params: ['0x68690a', other] }))).code).toBe(4100);

    const publicClient = createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) });
    const recipient: Address = '0x000000000000000000000000000000000000dEaD';
    const before = await publicClient.getBalance({ address: recipient });
    // No `from`: the wallet fills in its current account.
    const hash = (await provider.request({ method: 'eth_sendTransaction', params: [{ to: recipient, value: '0x1' }] })) as `0x${string}`;
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase());
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + 1n);

    // Read once the transaction is mined: under load the balance read can otherwise overtake it.
    const second = await walletClient.sendTransaction({ account, to: recipient, value: parseEther('0.001') });
    await publicClient.waitForTransactionReceipt({ hash: second, pollingInterval: 20 });
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + 1n + parseEther('0.001'));
  });

  it('passes RPC errors through with their code', async () => {
    const { host } = newHost();
    const { provider } = installDevWallet({ ...options, initialChainId: STUB_CHAIN_ID }, host);
    expect(await rpcError(provider.request({ method: 'eth_foo' }))).toMatchObject({ code: -32601, message: 'Method eth_foo not found', data: { method: 'eth_foo' } });
  });

  it('switches between known chains and refuses unknown ones with 4902', async () => {
    const { host } = newHost();
    const { provider, control } = installDevWallet(options, host);
    const chainChanged: unknown[] = [];
    provider.on('chainChanged', (chainId: unknown) => chainChanged.push(chainId));

    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
    // Switching to the current chain is a no-op without an event.
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(chainChanged).toEqual(['0x7a6a']);

    expect((await rpcError(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))).code).toBe(4902);
    control.rejectNext('wallet_switchEthereumChain');
    expect((await rpcError(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }))).code).toBe(4001);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('adds a chain and switches to it, as MetaMask does', async () => {
    const { host } = newHost();
    const { provider, control } = installDevWallet({ ...options, chains: { 31337: devChain.rpcUrl } }, host);
    const chainChanged: unknown[] = [];
    provider.on('chainChanged', (chainId: unknown) => chainChanged.push(chainId));

    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', chainName: 'Stub', rpcUrls: [stubUrl] }] });
    expect(chainChanged).toEqual(['0x7a6a']);
    expect(control.state()[0]?.chains).toEqual({ 31337: devChain.rpcUrl, [STUB_CHAIN_ID]: stubUrl });
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
  });

  it('follows user actions from the controls', async () => {
    const { host } = newHost();
    const { provider, control } = installDevWallet(options, host);
    const events: [string, unknown][] = [];
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect', 'connect']) {
      provider.on(event, (payload: unknown) => events.push([event, payload]));
    }
    await provider.request({ method: 'eth_requestAccounts' });

    const second = devChain.accounts[1]!;
    control.setAccount(second);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([second]);

    // A chain the wallet has no endpoint for: the dapp sees it, forwarded calls fail with 4901.
    control.switchChain(10);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa');
    expect((await rpcError(provider.request({ method: 'eth_blockNumber' }))).code).toBe(4901);
    control.switchChain(31337);

    control.disconnect();
    expect(provider.isConnected()).toBe(false);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await provider.request({ method: 'eth_requestAccounts' });
    expect(provider.isConnected()).toBe(true);

    expect(events.map(([name, payload]) => [name, name === 'disconnect' ? (payload as { code: number }).code : payload])).toEqual([
      ['accountsChanged', [options.account]],
      ['accountsChanged', [second]],
      ['chainChanged', '0xa'],
      ['chainChanged', '0x7a69'],
      ['accountsChanged', []],
      ['disconnect', 4900],
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [second]],
    ]);
  });

  it('revokes permissions like a disconnect', async () => {
    const { host } = newHost();
    const { provider } = installDevWallet({ ...options, connected: true }, host);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([options.account]);
    const seen: string[] = [];
    provider.on('accountsChanged', () => seen.push('accountsChanged'));
    provider.on('disconnect', () => seen.push('disconnect'));
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(seen).toEqual(['accountsChanged', 'disconnect']);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('bundles into a browser script that installs every configured wallet', async () => {
    const script = await buildDevWalletScript();
    expect(script).toContain('eip6963:announceProvider');
    expect(script).toContain('eip6963:requestProvider');
    expect(script).not.toMatch(/\brequire\(|from "viem"/);
    expect(await buildDevWalletScript()).toBe(script);

    const initScript = await buildDevWalletInitScript([
      { ...options, uuid: 'one' },
      { ...options, uuid: 'two', name: 'Dev Wallet </script>' },
    ]);
    const { host, announcements } = newHost();
    runInNewContext(initScript, { window: host, CustomEvent, TextEncoder, fetch, crypto, setTimeout, Symbol, Object });
    expect(announcements.map((a) => [a.info.uuid, a.info.name])).toEqual([
      ['one', 'Dev Wallet'],
      ['two', 'Dev Wallet </script>'],
    ]);
    expect(initScript).not.toContain('</script>');
    expect(await announcements[0]!.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });
});
