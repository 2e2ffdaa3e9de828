import { describe, expect, it, vi } from 'vitest';
import { connectEmail, getAuthState, getConnectors, switchNetwork, updateEmail, verifyEmailDevice, verifyEmailOtp, verifyUpdateEmailPrimaryOtp, verifyUpdateEmailSecondaryOtp } from '../actions/index.js';
import { base, createConnectConfig, createManualClock, mainnet, memoryStorage } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { AUTH_CONNECTOR_ID } from './AuthConnector.js';
import { createAuthConnector } from './createAuthConnector.js';
import { createFakeFramePage } from './testing/fakeFramePage.js';
import { SECURE, loggedInAuthConfig, setupAuthConfig } from './testing/authTestConfig.js';

interface Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: never[]) => void): unknown;
}

const providerOf = (config: ReturnType<typeof setupAuthConfig>['config']) =>
  getConnectors(config, { namespace: 'eip155' }).find((connector) => connector.id === AUTH_CONNECTOR_ID)?.provider as Provider;

/** Runs `work` while the simulated frame answers, until it settles. */
async function whilePumping<T>(frame: ReturnType<typeof setupAuthConfig>['frame'], work: Promise<T>): Promise<T> {
  let done = false;
  const settled = work.finally(() => (done = true));
  // Handled here so a rejection is not reported while the frame is still being pumped; the caller sees it.
  settled.catch(() => undefined);
  await frame.pump(() => done);
  return settled;
}

describe('auth connector flows', () => {
  it('answers eth_accounts with nothing and makes no iframe for a page that never logged in', async () => {
    const { config, page } = setupAuthConfig();
    await config._internal.ready();
    await expect(providerOf(config).request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(providerOf(config).request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100, message: 'Address or auth connector not found' });
    expect(page.iframes).toHaveLength(0);
  });

  it('refuses a wrong code with the frame message and keeps the login cache empty', async () => {
    const { config, frame } = setupAuthConfig();
    await config._internal.ready();
    await whilePumping(frame, connectEmail(config, { email: 'ada@example.com' }));
    await expect(whilePumping(frame, verifyEmailOtp(config, { otp: '000000' }))).rejects.toThrow('Invalid code');
    await expect(verifyEmailOtp(config, { otp: '12ab' })).rejects.toThrow('The code must be 6 digits');
    expect(getAuthState(config)).toMatchObject({ loginUsed: false, user: undefined });
  });

  it('connects without a code when the frame answers CONNECT (its session is there already)', async () => {
    const { config, frame, storage } = setupAuthConfig();
    await config._internal.ready();
    frame.state.emailAction = 'CONNECT';
    frame.state.loggedIn = true;
    await expect(whilePumping(frame, connectEmail(config, { email: 'ada@example.com' }))).resolves.toEqual({ action: 'CONNECT' });
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: '0x1111111111111111111111111111111111111111' });
    expect(config._internal.accounts.get('solana').status).toBe('connected');
    expect(storage.dump()['@connect-modal/emailLoginUsed']).toBe('true');
  });

  it('asks the frame whether the device was approved', async () => {
    const { config, frame, page } = setupAuthConfig();
    await config._internal.ready();
    await expect(whilePumping(frame, verifyEmailDevice(config))).resolves.toEqual({ approved: true });
    expect(page.requests('CONNECT_DEVICE')).toHaveLength(1);
  });

  it('switches the EVM network through SWITCH_NETWORK and emits chainChanged', async () => {
    const { config, frame, page } = await loggedInAuthConfig();
    const chainChanged = vi.fn();
    providerOf(config).on('chainChanged', chainChanged as (...args: never[]) => void);
    await whilePumping(frame, switchNetwork(config, { network: base }));
    expect(page.requests('SWITCH_NETWORK').at(-1)?.payload).toEqual({ chainId: 'eip155:8453' });
    expect(chainChanged).toHaveBeenCalledWith('0x2105');
    await expect(providerOf(config).request({ method: 'eth_chainId' })).resolves.toBe('0x2105');
    await expect(providerOf(config).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x999' }] })).rejects.toMatchObject({ code: 4902 });
  });

  it('sends safe reads to the frame without an approval', async () => {
    const { config, frame } = await loggedInAuthConfig();
    const balance = providerOf(config).request({ method: 'eth_getBalance', params: ['0x1111111111111111111111111111111111111111', 'latest'] });
    await frame.pump(() => frame.state.rpc.length > 0);
    expect(config._internal.router.get().transactionStack).toEqual([]);
    expect(frame.approve('0x10').payload).toMatchObject({ method: 'eth_getBalance', chainId: 'eip155:1' });
    await expect(balance).resolves.toBe('0x10');
  });

  it('updates the email with the primary then the secondary code, and stores the new address', async () => {
    const { config, frame } = await loggedInAuthConfig();
    await expect(whilePumping(frame, updateEmail(config, { email: 'grace@example.com' }))).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    await expect(whilePumping(frame, verifyUpdateEmailPrimaryOtp(config, { otp: '111111' }))).resolves.toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    await expect(whilePumping(frame, verifyUpdateEmailSecondaryOtp(config, { otp: '222222' }))).resolves.toEqual({ email: 'grace@example.com' });
    expect(getAuthState(config)).toMatchObject({ email: 'grace@example.com', user: { email: 'grace@example.com' } });
  });

  it('rejects the email actions for a config without the auth connector', async () => {
    const config = createConnectConfig({ projectId: 'p'.repeat(32), networks: [mainnet], storage: memoryStorage(), clock: createManualClock() });
    await expect(connectEmail(config, { email: 'ada@example.com' })).rejects.toThrow('Address or auth connector not found');
    expect(getAuthState(config)).toEqual({ frame: 'idle', email: undefined, loginUsed: false, user: undefined, alert: undefined });
    expect(config.options.features.email).toBe(false);
  });

  it('offers only the namespaces the config has', () => {
    const page = createFakeFramePage(SECURE);
    const config = createConnectConfig({
      projectId: 'p'.repeat(32),
      networks: [mainnet],
      adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false })],
      connectors: [createAuthConnector({ secureSiteUrl: SECURE, window: page.window })],
      storage: memoryStorage(),
      clock: createManualClock(),
    });
    const stop = config.start();
    expect(config.options.features.email).toBe(true);
    expect(getConnectors(config).filter((connector) => connector.id === AUTH_CONNECTOR_ID).map((connector) => connector.chain)).toEqual(['eip155']);
    stop();
  });
});
