import { describe, expect, it } from 'vitest';
import { connectEmail, getSmartAccount, getSmartAccountEnabledNetworks, switchAccountType, verifyEmailOtp } from '../actions/index.js';
import { loggedInAuthConfig, setupAuthConfig } from './testing/authTestConfig.js';
import { TEST_SMART_ACCOUNT, TEST_USER } from './testing/simulatedFrame.js';

type Context = ReturnType<typeof setupAuthConfig>;

async function whilePumping<T>(frame: Context['frame'], work: Promise<T>): Promise<T> {
  let done = false;
  const settled = work.finally(() => (done = true));
  settled.catch(() => undefined);
  await frame.pump(() => done);
  return settled;
}

/** Logs in with smart accounts on chain 1 (the config's first network). */
async function smartLogin() {
  const context = setupAuthConfig();
  context.frame.state.smartAccountNetworks = [1];
  await context.config._internal.ready();
  await whilePumping(context.frame, connectEmail(context.config, { email: 'ada@example.com' }));
  await whilePumping(context.frame, verifyEmailOtp(context.config, { otp: '123456' }));
  return context;
}

describe('smart accounts of the auth connector', () => {
  it('a login shows the smart account (SPEC default for eip155), lists both accounts with types and keeps the networks', async () => {
    const { config, storage } = await smartLogin();
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: TEST_SMART_ACCOUNT });
    expect(config._internal.accounts.get('eip155').allAccounts).toEqual([
      { address: TEST_SMART_ACCOUNT, type: 'smartAccount', namespace: 'eip155' },
      { address: TEST_USER.evmAddress, type: 'eoa', namespace: 'eip155' },
    ]);
    expect(getSmartAccount(config)).toMatchObject({ accountType: 'smartAccount', address: TEST_SMART_ACCOUNT, smartAccountDeployed: false, hasSmartAccount: true });
    expect(getSmartAccount(config)).toBe(getSmartAccount(config));
    await expect.poll(() => storage.dump()['@connect-modal/smartAccountEnabledNetworks']).toBe('1');
    expect(config._internal.networks.get('eip155').smartAccountEnabledNetworks).toEqual([1]);
  });

  it('switchAccountType sets the type on the frame, reconnects with the address in use and remembers the choice', async () => {
    const { config, frame, page, storage } = await smartLogin();
    await expect(whilePumping(frame, switchAccountType(config, { type: 'eoa' }))).resolves.toEqual({ type: 'eoa', address: TEST_USER.evmAddress });
    expect(page.requests('SET_PREFERRED_ACCOUNT').at(-1)?.payload).toEqual({ type: 'eoa' });
    expect(config._internal.accounts.get('eip155').address).toBe(TEST_USER.evmAddress);
    expect(storage.dump()['@connect-modal/preferredAccountTypes']).toBe('{"eip155":"eoa"}');
    await expect(whilePumping(frame, switchAccountType(config, { type: 'smartAccount' }))).resolves.toEqual({ type: 'smartAccount', address: TEST_SMART_ACCOUNT });
    expect(config._internal.accounts.get('eip155').address).toBe(TEST_SMART_ACCOUNT);
  });

  it('falls back to the EOA when setting the smart account fails (SPEC), reporting the failure', async () => {
    const { config, frame } = await smartLogin();
    await whilePumping(frame, switchAccountType(config, { type: 'eoa' }));
    frame.state.refuseSmartAccount = true;
    const errors: unknown[] = [];
    config.events.on('error', ({ error }) => errors.push(error));
    await expect(whilePumping(frame, switchAccountType(config, { type: 'smartAccount' }))).resolves.toEqual({ type: 'eoa', address: TEST_USER.evmAddress });
    expect(config._internal.accounts.get('eip155').address).toBe(TEST_USER.evmAddress);
    expect(config._internal.accounts.getPreferredAccountType('eip155')).toBe('eoa');
    expect(errors).toHaveLength(1);
  });

  it('resets the stored networks to empty when the fetch fails; refuses an unknown type and a visitor not logged in', async () => {
    const { config, frame, storage } = await smartLogin();
    await expect.poll(() => storage.dump()['@connect-modal/smartAccountEnabledNetworks']).toBe('1');
    frame.state.smartAccountNetworks = 'fail';
    await expect(whilePumping(frame, getSmartAccountEnabledNetworks(config))).resolves.toEqual([]);
    expect(config._internal.networks.get('eip155').smartAccountEnabledNetworks).toEqual([]);
    await expect(switchAccountType(config, { type: 'payment' as never })).rejects.toThrow("The account type must be 'eoa' or 'smartAccount'");
    const fresh = setupAuthConfig();
    await fresh.config._internal.ready();
    await expect(switchAccountType(fresh.config, { type: 'eoa' })).rejects.toThrow('Address or auth connector not found');
  });

  it('without smart accounts on the network the user keeps its EOA, typed eoa', async () => {
    const { config } = await loggedInAuthConfig();
    expect(config._internal.accounts.get('eip155').allAccounts).toEqual([{ address: TEST_USER.evmAddress, type: 'eoa', namespace: 'eip155' }]);
    expect(getSmartAccount(config)).toMatchObject({ accountType: 'eoa', hasSmartAccount: false });
  });
});
