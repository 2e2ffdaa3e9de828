// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import { InvalidAddressError, UserRejectedRequestError, verifyTypedData } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectError, createConnectConfig, memoryStorage } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { signTypedData } from './index.js';
import { devChainNetwork, devWalletPages } from './testing/devWalletPages.js';

let chain: DevChain;
let wallet: InstalledDevWallet;
const pages = devWalletPages('typed');
const account = ANVIL_ACCOUNTS[3] as Address;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => pages.closeAll());

const network = () => devChainNetwork(chain);

async function connectedConfig() {
  const page = await pages.open({ chains: [chain], account });
  wallet = page.wallet;
  return page.config;
}

const mail = () =>
  ({
    domain: { name: 'Ether Mail', version: '1', chainId: chain.chainId, verifyingContract: chain.contracts.token },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Cow', wallet: account },
      to: { name: 'Bob', wallet: ANVIL_ACCOUNTS[4] as Address },
      contents: 'Hello, Bob!',
      amount: 10n ** 30n,
    },
  }) as const;

const count = (method: string) => wallet.control.requests.filter((name) => name === method).length;

describe('signTypedData', () => {
  it('the wallet signs EIP-712 data that verifies for the account', async () => {
    const config = await connectedConfig();
    const signature = await signTypedData(config, mail());
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyTypedData({ ...mail(), address: account, signature })).toBe(true);
    const [signer, payload] = wallet.control.calls.find((call) => call.method === 'eth_signTypedData_v4')?.params as [string, string];
    expect(signer).toBe(account);
    // The amount (above 2^53) travels as an exact decimal string.
    expect(JSON.parse(payload)).toMatchObject({ primaryType: 'Mail', message: { amount: (10n ** 30n).toString() } });
  });

  it('a decline is the user-rejected error ("Signature declined"), asked once', async () => {
    const config = await connectedConfig();
    wallet.control.rejectNext('eth_signTypedData_v4');
    const error = await signTypedData(config, mail()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((error as UserRejectedRequestError).details).toBe('Signature declined');
    expect(count('eth_signTypedData_v4')).toBe(1);
  });

  it('identical requests while the prompt is open are signed once; bad data is refused before any prompt', async () => {
    const config = await connectedConfig();
    wallet.control.setPromptDelay(200);
    const signatures = await Promise.all([signTypedData(config, mail()), signTypedData(config, mail()), signTypedData(config, mail())]);
    expect(new Set(signatures).size).toBe(1);
    expect(count('eth_signTypedData_v4')).toBe(1);

    const bad = { ...mail(), message: { ...mail().message, to: { name: 'Bob', wallet: '0xnot-an-address' as Address } } };
    await expect(signTypedData(config, bad)).rejects.toBeInstanceOf(InvalidAddressError);
    expect(count('eth_signTypedData_v4')).toBe(1);
  });

  it('no EVM wallet: a clear error', async () => {
    const config = createConnectConfig({ projectId: 'f'.repeat(32), networks: [network()], adapters: [createEip155Adapter()], storage: memoryStorage() });
    await expect(signTypedData(config, mail())).rejects.toThrow(new ConnectError('EVM_WALLET_NOT_CONNECTED', 'No EVM wallet is connected'));
  });
});
