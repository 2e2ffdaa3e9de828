import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { closeModal, connectEmail, disconnect, getAuthState, getConnectors, getTransactionStack, setAuthFrameRect, signMessage } from '../actions/index.js';
import { solana } from '../core/index.js';
import { AUTH_CONNECTOR_ID } from './AuthConnector.js';
import { loggedInAuthConfig, setupAuthConfig } from './testing/authTestConfig.js';
import { TEST_USER } from './testing/simulatedFrame.js';

describe('the auth connector', () => {
  it('offers Email in eip155 and solana and asks the secure site nothing until email login is used', async () => {
    const { config, page, fetched, frame } = setupAuthConfig();
    await config._internal.ready();
    await frame.pump(undefined, 5);
    expect(getConnectors(config, { namespace: 'eip155' }).find((c) => c.id === AUTH_CONNECTOR_ID)).toMatchObject({ name: 'Email', type: 'AUTH', chain: 'eip155' });
    expect(getConnectors(config, { namespace: 'solana' }).find((c) => c.id === AUTH_CONNECTOR_ID)).toMatchObject({ name: 'Email', type: 'AUTH', chain: 'solana' });
    expect(page.iframes).toHaveLength(0);
    expect(fetched).toEqual([]);
    expect(getAuthState(config)).toMatchObject({ frame: 'idle', loginUsed: false, user: undefined });
  });

  it("tells a frame that became ready the config's theme mode, and nothing when the config follows the system", async () => {
    for (const themeMode of ['dark', undefined] as const) {
      const { config, page, frame, auth } = setupAuthConfig(themeMode ? { themeMode } : {});
      await config._internal.ready();
      const ready = auth.prepare();
      await frame.pump(() => page.requests('SYNC_THEME').length > 0, 10);
      await ready;
      expect(page.requests('SYNC_THEME').map((message) => message.payload)).toEqual(themeMode ? [{ themeMode }] : []);
    }
  });

  it('logs in by email, connects both namespaces, and stores only the email and the login-used flag', async () => {
    const { config, storage, verified, page, fetched } = await loggedInAuthConfig();
    expect(page.iframes).toHaveLength(1);
    expect(fetched).toEqual([`http://127.0.0.1:9/directory/projects/v1/origins?projectId=${'p'.repeat(32)}`]);
    expect(page.requests('CONNECT_EMAIL')[0]?.payload).toEqual({ email: 'ada@example.com' });
    expect(verified.user).toEqual(TEST_USER);
    expect(verified.connections.eip155).toMatchObject({ address: TEST_USER.evmAddress, chainId: 1 });
    expect(verified.connections.solana).toMatchObject({ address: TEST_USER.solanaAddress });
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: TEST_USER.evmAddress });
    expect(getAuthState(config)).toMatchObject({ frame: 'initialised', email: 'ada@example.com', loginUsed: true, user: TEST_USER });
    const stored = storage.dump();
    expect(stored['@connect-modal/email']).toBe('"ada@example.com"');
    expect(stored['@connect-modal/emailLoginUsed']).toBe('true');
    expect(stored['@connect-modal/lastEmailLoginTime']).toBeUndefined();
    expect(JSON.stringify(stored)).not.toMatch(/token|otp|123456|secret|privateKey/i);
  });

  it("refuses a second email login within 30 s ('Please try again after N seconds') and bad input", async () => {
    const { config, frame, clock, page } = setupAuthConfig();
    const first = connectEmail(config, { email: 'ada@example.com' });
    await frame.pump(() => page.requests('CONNECT_EMAIL').length > 0);
    await first;
    clock.advance(10_000);
    await expect(connectEmail(config, { email: 'ada@example.com' })).rejects.toThrow(/^Please try again after \d+ seconds$/);
    await expect(connectEmail(config, { email: 'not an email' })).rejects.toThrow('Invalid email address');
    clock.advance(30_000);
    const again = connectEmail(config, { email: 'ada@example.com' });
    await frame.pump(() => page.requests('CONNECT_EMAIL').length > 1);
    await expect(again).resolves.toEqual({ action: 'VERIFY_OTP' });
  });

  it('comes back after a reload without a prompt (IS_CONNECTED, then GET_USER)', async () => {
    const first = await loggedInAuthConfig();
    first.stop();
    const again = setupAuthConfig({ storage: first.storage, loggedIn: true });
    expect(again.page.iframes).toHaveLength(1);
    let ready = false;
    void again.config._internal.ready().then(() => (ready = true));
    await again.frame.pump(() => ready);
    expect(again.page.requests('IS_CONNECTED')).toHaveLength(1);
    expect(again.page.requests('GET_USER')).toHaveLength(1);
    expect(again.config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: TEST_USER.evmAddress });
    expect(again.config._internal.accounts.get('solana')).toMatchObject({ status: 'connected', address: TEST_USER.solanaAddress });
  });

  it('clears the login cache and the connection when the session check fails after a reload', async () => {
    const first = await loggedInAuthConfig();
    first.stop();
    const again = setupAuthConfig({ storage: first.storage, loggedIn: false });
    let ready = false;
    void again.config._internal.ready().then(() => (ready = true));
    await again.frame.pump(() => ready);
    expect(again.config._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(getAuthState(again.config)).toMatchObject({ loginUsed: false, email: undefined, user: undefined });
  });

  it('opens the modal with an embedded-wallet approval entry and shows the frame at the rect while the visitor approves', async () => {
    const { config, frame, page } = await loggedInAuthConfig();
    closeModal(config, { force: true });
    const signing = signMessage(config, { message: 'hello', namespace: 'eip155' });
    await frame.pump(() => frame.state.rpc.length > 0);
    expect(config._internal.modal.get().open).toBe(true);
    expect(getTransactionStack(config).at(-1)).toMatchObject({ view: 'ApproveTransaction', data: { kind: 'embeddedWallet', method: 'personal_sign' } });
    setAuthFrameRect(config, { top: 100, left: 50, width: 360, height: 400 });
    expect(page.iframe().style).toMatchObject({ top: '100px', left: '50px', width: '360px', height: '400px', pointerEvents: 'auto' });
    const request = frame.approve(`0x${'ab'.repeat(65)}`);
    expect(request.payload).toEqual({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68656c6c6f', TEST_USER.evmAddress] });
    await expect(signing).resolves.toBe(`0x${'ab'.repeat(65)}`);
    expect(getTransactionStack(config)).toEqual([]);
    expect(page.iframe().style).toMatchObject({ width: '0px', pointerEvents: 'none' });
    expect(config._internal.modal.get().open).toBe(false);
  });

  it('sends REJECT_PENDING and rejects with 4001 when the approval is cancelled by a forced close', async () => {
    const { config, frame, page } = await loggedInAuthConfig();
    const signing = signMessage(config, { message: 'hello', namespace: 'eip155' });
    await frame.pump(() => frame.state.rpc.length > 0);
    closeModal(config, { force: true });
    await expect(signing).rejects.toMatchObject({ code: 4001 });
    await frame.pump(() => page.requests('REJECT_PENDING').length > 0, 3);
    expect(page.requests('REJECT_PENDING')).toHaveLength(1);
  });

  it("refuses a method outside the allow-list: modal opened, 'Action not allowed' after 300 ms, never sent to the frame", async () => {
    const { config, clock, page } = await loggedInAuthConfig();
    closeModal(config, { force: true });
    const provider = getConnectors(config, { namespace: 'eip155' }).find((c) => c.id === AUTH_CONNECTOR_ID)?.provider as { request(args: { method: string }): Promise<unknown> };
    const before = page.requests('RPC_REQUEST').length;
    const refused = provider.request({ method: 'eth_sign' });
    const outcome = refused.catch((error: unknown) => error);
    expect(config._internal.modal.get().open).toBe(true);
    clock.advance(299);
    expect(config._internal.toasts.get().open).toBe(false);
    clock.advance(1);
    expect(config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' });
    expect(await outcome).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' });
    expect(page.requests('RPC_REQUEST')).toHaveLength(before);
  });

  it('signs a Solana message through the Wallet Standard wallet with base58 params', async () => {
    const { config, frame } = await loggedInAuthConfig();
    const signing = signMessage(config, { message: 'hi', namespace: 'solana' });
    await frame.pump(() => frame.state.rpc.length > 0);
    const signature = base58.encode(new Uint8Array(64).fill(9));
    const request = frame.approve({ signature });
    expect(request.payload).toEqual({ chainId: solana.caipNetworkId, method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('hi')) } });
    await expect(signing).resolves.toBe(signature);
  });

  it('signs out on disconnect and clears the login cache', async () => {
    const { config, frame, page } = await loggedInAuthConfig();
    const done = disconnect(config);
    let finished = false;
    void done.finally(() => (finished = true));
    await frame.pump(() => finished);
    await done;
    expect(page.requests('SIGN_OUT').length).toBeGreaterThanOrEqual(1);
    expect(getAuthState(config)).toMatchObject({ loginUsed: false, email: undefined, user: undefined });
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(config._internal.accounts.get('solana').status).toBe('disconnected');
  });

  it('raises Session Expired and disconnects when the frame reports SESSION_EXPIRED', async () => {
    const { config, page, frame } = await loggedInAuthConfig();
    page.frame('SESSION_EXPIRED');
    await frame.pump(undefined, 2);
    expect(getAuthState(config)).toMatchObject({ alert: 'JWT_TOKEN_NOT_VALID', loginUsed: false, user: undefined });
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
  });

  it('raises Invalid App Configuration when the project does not allow the page origin', async () => {
    const { auth, frame } = setupAuthConfig({ allowedOrigins: ['https://other.example'] });
    const ready = auth.prepare();
    await frame.pump(() => auth.getState().frame === 'ready');
    await ready;
    expect(auth.getState().alert).toBe('INVALID_APP_CONFIGURATION');
  });
});
