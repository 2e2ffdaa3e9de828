import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../core/index.js';
import { createSecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameAlert } from './createSecureFrameBridge.js';
import { MAX_MESSAGE_CHARS } from './protocol.js';
import { SecureFrameError } from './SecureFrameError.js';
import { createFakeFramePage } from './testing/fakeFramePage.js';

const SECURE = 'https://secure.example:8443';
const USER = {
  email: 'ada@example.com',
  evmAddress: '0x1111111111111111111111111111111111111111',
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  chainId: 'eip155:1',
};

function setup() {
  const clock = createManualClock(1_000);
  const page = createFakeFramePage(SECURE);
  const alerts: FrameAlert[] = [];
  const expired = vi.fn();
  const bridge = createSecureFrameBridge({
    secureSiteUrl: `${SECURE}/base?ignored=1`,
    projectId: 'project-1',
    chainId: 'eip155:1',
    enableLogger: false,
    clock,
    window: page.window,
    onAlert: (alert) => alerts.push(alert),
    onSessionExpired: expired,
  });
  return { clock, page, bridge, alerts, expired };
}

async function readyBridge() {
  const context = setup();
  const ready = context.bridge.ready();
  context.page.frame('FRAME_READY');
  context.clock.advance(500);
  await ready;
  return context;
}

/** Lets the bridge post after awaiting readiness. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the secure frame bridge', () => {
  it('creates nothing until asked, then one hidden fixed iframe with the SPEC URL and attributes', () => {
    const { page, bridge } = setup();
    expect(bridge.status()).toBe('idle');
    expect(page.iframes).toHaveLength(0);
    void bridge.ready();
    void bridge.ready();
    expect(page.iframes).toHaveLength(1);
    const iframe = page.iframe();
    expect(bridge.status()).toBe('created');
    expect(iframe.title).toBe('Secure login');
    expect(iframe.src).toBe(`${SECURE}/base/?projectId=project-1&chainId=eip155%3A1&version=4&enableLogger=false`);
    expect(iframe.attributes.get('referrerpolicy')).toBe('origin');
    expect(iframe.attributes.has('sandbox')).toBe(false);
    expect(iframe.attributes.has('allow')).toBe(false);
    expect(iframe.style).toMatchObject({ position: 'fixed', width: '0px', height: '0px', pointerEvents: 'none', opacity: '0', border: 'none' });
    expect(iframe.attributes.get('aria-hidden')).toBe('true');
  });

  it('is ready 500 ms after FRAME_READY, and initialised after its first answer', async () => {
    const { page, bridge, clock } = setup();
    let ready = false;
    void bridge.ready().then(() => (ready = true));
    page.frame('FRAME_READY');
    clock.advance(499);
    await flush();
    expect(ready).toBe(false);
    expect(bridge.status()).toBe('created');
    clock.advance(1);
    await flush();
    expect(ready).toBe(true);
    expect(bridge.status()).toBe('ready');
    const answer = bridge.request('GET_USER', {});
    await flush();
    const request = page.lastRequest();
    expect(request).toMatchObject({ channel: 'connect-modal:app', type: 'GET_USER', payload: {} });
    expect(request.id).toMatch(/^[0-9a-f]{32}$/);
    expect(page.posted.at(-1)?.targetOrigin).toBe(SECURE);
    page.frame('GET_USER_SUCCESS', USER, request.id);
    await expect(answer).resolves.toEqual(USER);
    expect(bridge.status()).toBe('initialised');
  });

  it('fails with iframe_load_failed and the IFRAME_LOAD_FAILED alert when not ready within 20 s', async () => {
    const { bridge, clock, alerts } = setup();
    const ready = bridge.ready();
    clock.advance(19_999);
    expect(bridge.status()).toBe('created');
    clock.advance(1);
    await expect(ready).rejects.toMatchObject({ code: 'iframe_load_failed', message: 'iframe_load_failed' });
    expect(bridge.status()).toBe('failed');
    expect(alerts).toEqual(['IFRAME_LOAD_FAILED']);
  });

  it("fails with 'Unable to load email login dependency' when the iframe element errors, and starts over on the next use", async () => {
    const { bridge, page, clock, alerts } = setup();
    const ready = bridge.ready();
    page.iframe().fail();
    await expect(ready).rejects.toThrow('Unable to load email login dependency');
    expect(alerts).toEqual(['IFRAME_LOAD_FAILED']);
    const again = bridge.ready();
    expect(page.iframes[0]?.removed).toBe(true);
    expect(page.iframes).toHaveLength(2);
    page.frame('FRAME_READY');
    clock.advance(500);
    await expect(again).resolves.toBeUndefined();
  });

  it('times interactive requests out after 30 s with iframe_request_timeout and the alert', async () => {
    for (const type of ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP'] as const) {
      const { bridge, clock, alerts } = await readyBridge();
      const payload = type === 'CONNECT_EMAIL' ? { email: 'ada@example.com' } : type === 'CONNECT_OTP' ? { otp: '123456' } : {};
      const answer = bridge.request(type, payload as never);
      await flush();
      clock.advance(29_999);
      expect(alerts).toEqual([]);
      clock.advance(1);
      await expect(answer).rejects.toMatchObject({ code: 'iframe_request_timeout', message: 'iframe_request_timeout' });
      expect(alerts).toEqual(['IFRAME_REQUEST_TIMEOUT']);
    }
  });

  it('waits at most 3 s for sign-out, without an alert', async () => {
    const { bridge, clock, alerts } = await readyBridge();
    const answer = bridge.request('SIGN_OUT', {});
    await flush();
    clock.advance(3_000);
    await expect(answer).rejects.toBeInstanceOf(SecureFrameError);
    expect(alerts).toEqual([]);
  });

  it('lets an RPC request wait for the visitor without a limit', async () => {
    const { bridge, clock, page } = await readyBridge();
    const answer = bridge.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', USER.evmAddress] });
    await flush();
    clock.advance(10 * 60_000);
    const { id } = page.lastRequest();
    page.frame('RPC_REQUEST_SUCCESS', { result: '0xabcdef' }, id);
    await expect(answer).resolves.toEqual({ result: '0xabcdef' });
  });

  it("rejects with the frame's message and code, or 'An error occurred' when it has none", async () => {
    const { bridge, page } = await readyBridge();
    const first = bridge.request('CONNECT_OTP', { otp: '000000' });
    await flush();
    page.frame('CONNECT_OTP_ERROR', { message: 'Invalid code', code: 'INVALID_OTP' }, page.lastRequest().id);
    await expect(first).rejects.toMatchObject({ message: 'Invalid code', code: 'INVALID_OTP' });
    const second = bridge.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_sendTransaction' });
    await flush();
    page.frame('RPC_REQUEST_ERROR', {}, page.lastRequest().id);
    await expect(second).rejects.toMatchObject({ message: 'An error occurred' });
  });

  it('raises JWT_TOKEN_NOT_VALID on SESSION_EXPIRED and tells the connector', async () => {
    const { page, alerts, expired } = await readyBridge();
    page.frame('SESSION_EXPIRED');
    expect(alerts).toEqual(['JWT_TOKEN_NOT_VALID']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('fails with INVALID_APP_CONFIGURATION on ORIGIN_NOT_ALLOWED, ready waiters included', async () => {
    const { bridge, page, alerts } = setup();
    const ready = bridge.ready();
    page.frame('ORIGIN_NOT_ALLOWED');
    await expect(ready).rejects.toThrow('Unauthorized: origin not allowed');
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
    expect(bridge.status()).toBe('failed');
  });

  it('settles each id once: a second answer with the same id is ignored', async () => {
    const { bridge, page } = await readyBridge();
    const answer = bridge.request('IS_CONNECTED', {});
    await flush();
    const { id } = page.lastRequest();
    page.frame('IS_CONNECTED_SUCCESS', { isConnected: true }, id);
    page.frame('IS_CONNECTED_SUCCESS', { isConnected: false }, id);
    page.frame('IS_CONNECTED_ERROR', { message: 'late' }, id);
    await expect(answer).resolves.toEqual({ isConnected: true });
  });

  it('drops answers of a wrong shape or type and oversized ones; the request still waits for a valid one', async () => {
    const { bridge, page } = await readyBridge();
    const answer = bridge.request('IS_CONNECTED', {});
    await flush();
    const { id } = page.lastRequest();
    page.frame('IS_CONNECTED_SUCCESS', { isConnected: 'yes' }, id);
    page.frame('GET_USER_SUCCESS', USER, id);
    page.frame('IS_CONNECTED_SUCCESS', { isConnected: true, padding: 'x'.repeat(MAX_MESSAGE_CHARS) }, id);
    page.deliver({ channel: 'connect-modal:frame', id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } }, { origin: 'https://evil.example' });
    page.deliver({ channel: 'connect-modal:frame', id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } }, { source: {} });
    page.frame('IS_CONNECTED_SUCCESS', { isConnected: false }, id);
    await expect(answer).resolves.toEqual({ isConnected: false });
  });

  it('reads an answer whose fields a structured clone kept as undefined, and refuses non-JSON values', async () => {
    const { bridge, page } = await readyBridge();
    const answer = bridge.request('IS_CONNECTED', {});
    await flush();
    const { id } = page.lastRequest();
    page.deliver({ channel: 'connect-modal:frame', id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false, extra: Number.NaN } });
    page.deliver({ channel: 'connect-modal:frame', id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false, when: new Date(0) } });
    page.deliver({ channel: 'connect-modal:frame', id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true, note: undefined } });
    await expect(answer).resolves.toEqual({ isConnected: true });
  });

  it('shows the frame at the given rect and hides it again', async () => {
    const { bridge, page } = await readyBridge();
    bridge.setRect({ top: 10.4, left: 20, width: 360, height: 400 });
    expect(page.iframe().style).toMatchObject({ top: '10px', left: '20px', width: '360px', height: '400px', pointerEvents: 'auto', opacity: '1' });
    expect(page.iframe().attributes.has('aria-hidden')).toBe(false);
    bridge.setRect(undefined);
    expect(page.iframe().style).toMatchObject({ width: '0px', height: '0px', pointerEvents: 'none', opacity: '0' });
  });

  it('removes the iframe and its listener on destroy and fails what was pending', async () => {
    const { bridge, page } = await readyBridge();
    const answer = bridge.request('GET_USER', {});
    await flush();
    bridge.destroy();
    await expect(answer).rejects.toThrow('Iframe is not set');
    expect(page.iframe).toThrow('No iframe on the page');
    expect(page.listenerCount()).toBe(0);
    expect(bridge.status()).toBe('idle');
  });

  it('refuses a secure site URL that is not http(s)', () => {
    expect(() =>
      createSecureFrameBridge({ secureSiteUrl: 'javascript:alert(1)', projectId: 'p', chainId: 'eip155:1', enableLogger: false, clock: createManualClock() }),
    ).toThrow('The secure site URL must be http(s)');
  });
});
