// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectError, ValidationError } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import { RegisterAccountNameError, disconnect, getNameSuggestions, registerAccountName } from './index.js';
import { devWalletPages } from './testing/devWalletPages.js';

let chain: DevChain;
let server: RunningApiServer;
const pages = devWalletPages('names');

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});
afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});
afterEach(() => {
  pages.closeAll();
  server.api.faults.clear();
});

function connectedPage(accountIndex: number) {
  return pages.open({ chains: [chain], account: ANVIL_ACCOUNTS[accountIndex] as Address, config: { endpoints: { blockchainApi: server.url } } });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
const registrations = () => server.api.requests.filter((request) => request.method === 'POST' && request.path === '/v1/profile/account').length;
const reverse = async (address: string) => (await (await fetch(`${server.url}/v1/profile/reverse/${address}`)).json()) as Array<{ name: string }>;

describe('account name actions against the devnet name service', () => {
  it('registers a name signed by the connected account; the reverse lookup and identity then give it', async () => {
    const { config, account } = await connectedPage(3);
    const registered = await registerAccountName(config, { name: 'Carol-3' });
    const coinType = 0x80000000 + chain.chainId;
    expect(registered).toEqual({ name: 'carol-3.reown.id', address: account, coinType });
    expect((await reverse(account)).map((profile) => profile.name)).toEqual(['carol-3.reown.id']);
    expect(server.api.names.lookup('carol-3.reown.id')?.addresses[String(coinType)]?.address).toBe(account);
    const identity = await getDataServices(config).api.fetchIdentity({ address: account, caipNetworkId: `eip155:${chain.chainId}` });
    expect(identity.name).toBe('carol-3.reown.id');
  });

  it('has the wallet sign the registration message once: the full name, as the service reads it', async () => {
    const { config, account, wallet } = await connectedPage(4);
    await registerAccountName(config, { name: 'dave-4.reown.id' });
    expect(wallet.control.requests.filter((method) => method === 'personal_sign')).toHaveLength(1);
    const profile = server.api.names.lookup('dave-4.reown.id');
    expect(profile?.name).toBe('dave-4.reown.id');
    expect(Object.values(profile?.addresses ?? {}).map((entry) => entry.address)).toEqual([account]);
    expect(JSON.parse(getDataServices(config).names.createRegisterMessage('dave-4'))).toMatchObject({ name: 'dave-4.reown.id', attributes: {} });
  });

  it('refuses a name that breaks the rule before the wallet or the service is asked', async () => {
    const { config, wallet } = await connectedPage(3);
    const before = registrations();
    for (const name of ['abc', 'al ice', 'ali.ce', '', 'x.wcn.id']) {
      const error = await refusal(registerAccountName(config, { name }));
      expect(error, name).toBeInstanceOf(ValidationError);
      expect((error as Error).message).toBe('Account names use letters, digits and hyphens only, at least 4 characters');
    }
    expect(wallet.control.requests).not.toContain('personal_sign');
    expect(registrations()).toBe(before);
  });

  it("says 'taken' with the specification's text when another account holds the name", async () => {
    const { config } = await connectedPage(6);
    const error = await refusal(registerAccountName(config, { name: 'alice' }));
    expect(error).toBeInstanceOf(RegisterAccountNameError);
    expect(error).toMatchObject({ reason: 'taken', accountName: 'alice.reown.id', message: 'Error registering name alice.reown.id' });
    expect(server.api.names.lookup('alice.reown.id')?.addresses['60']?.address).toBe(ANVIL_ACCOUNTS[0]);
  });

  it('says declined when the wallet refuses to sign, and failed when the service fails, without retrying', async () => {
    const { config, wallet } = await connectedPage(7);
    wallet.control.rejectNext('personal_sign');
    const before = registrations();
    expect(await refusal(registerAccountName(config, { name: 'erin-7' }))).toMatchObject({ reason: 'declined', message: 'Error registering name erin-7.reown.id' });
    expect(registrations()).toBe(before);
    server.api.faults.queue('/v1/profile/account', [{ status: 503, body: '{}' }]);
    const failed = await refusal(registerAccountName(config, { name: 'erin-7' }));
    expect(failed).toMatchObject({ reason: 'failed', message: 'Error registering name erin-7.reown.id' });
    expect(registrations()).toBe(before + 1);
    expect(server.api.names.lookup('erin-7.reown.id')).toBeUndefined();
  });

  it('joins an identical registration under way: a double click signs and registers once', async () => {
    const { config, wallet } = await connectedPage(8);
    wallet.control.setPromptDelay(200);
    const before = registrations();
    const [first, second] = await Promise.all([registerAccountName(config, { name: 'frank-8' }), registerAccountName(config, { name: 'FRANK-8.reown.id' })]);
    wallet.control.setPromptDelay(0);
    expect(second).toEqual(first);
    expect(wallet.control.requests.filter((method) => method === 'personal_sign')).toHaveLength(1);
    expect(registrations()).toBe(before + 1);
  });

  it('refuses without a connected EVM account', async () => {
    const { config } = await connectedPage(9);
    await disconnect(config);
    const error = await refusal(registerAccountName(config, { name: 'gina-9' }));
    expect(error).toBeInstanceOf(ConnectError);
  });

  it('suggests names with whether each is taken, nothing for an empty name, and the specification text on failure', async () => {
    const { config } = await connectedPage(3);
    const suggestions = await getNameSuggestions(config, { name: 'alice' });
    expect(suggestions).toContainEqual({ name: 'alice.reown.id', registered: true });
    expect(suggestions).toContainEqual({ name: 'alice-web3.reown.id', registered: false });
    expect(await getNameSuggestions(config, { name: 'ALICE.reown.id' })).toContainEqual({ name: 'alice.reown.id', registered: true });
    // A suggestion shorter than the rule allows is never offered.
    expect(await getNameSuggestions(config, { name: 'bob' })).not.toContainEqual(expect.objectContaining({ name: 'bob.reown.id' }));
    const asked = server.api.requests.length;
    expect(await getNameSuggestions(config, { name: '  ' })).toEqual([]);
    expect(server.api.requests.length).toBe(asked);
    server.api.faults.queue('/v1/profile/suggestions/', [{ status: 400, body: '{}' }]);
    expect(await refusal(getNameSuggestions(config, { name: 'zed' }))).toMatchObject({ message: 'Error fetching name suggestions' });
  });
});
