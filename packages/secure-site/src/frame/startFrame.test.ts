import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_CHANNEL, FRAME_CHANNEL } from './protocol.js';
import { startFrame } from './startFrame.js';
import { CONTRACT_USER, startContractServer } from './testing/contractServer.js';
import type { ContractServer } from './testing/contractServer.js';

const PROJECT_ID = 'project-frame-test';
const PARENT = 'https://app.example';
const EMAIL = 'visitor@example.com';

interface Posted {
  readonly message: { channel: string; type: string; id?: string; payload?: unknown };
  readonly targetOrigin: string;
}

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({ projectId: PROJECT_ID, allowedOrigins: [PARENT] });
});
afterAll(() => server.close());

const windows: Window[] = [];
afterEach(async () => {
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

/** A frame page served by the contract server, framed by a parent at `referrer`. */
function framePage({ referrer = `${PARENT}/shop`, allowedOrigins = ['https://*.example'], chainId = 'eip155:1' } = {}) {
  const win = new Window({ url: `${server.url}/?projectId=${PROJECT_ID}` });
  windows.push(win);
  const posted: Posted[] = [];
  const parent = { postMessage: (message: Posted['message'], targetOrigin: string) => void posted.push({ message, targetOrigin }) };
  Object.defineProperty(win, 'parent', { value: parent });
  Object.defineProperty(win.document, 'referrer', { value: referrer });
  const config = win.document.createElement('script');
  config.id = 'secure-site-config';
  config.setAttribute('type', 'application/json');
  config.textContent = JSON.stringify({ projectId: PROJECT_ID, allowedOrigins, chainId, enableLogger: false });
  win.document.head.append(config);
  const start = startFrame(win as unknown as globalThis.Window);
  let counter = 0;
  const send = (type: string, payload: unknown = {}) => {
    const id = `frame-test-${(counter += 1).toString().padStart(3, '0')}`;
    win.dispatchEvent(new win.MessageEvent('message', { data: { channel: APP_CHANNEL, id, type, payload }, origin: PARENT, source: parent as never }));
    return id;
  };
  const answer = async (id: string) => {
    for (let i = 0; i < 200; i += 1) {
      const found = posted.find((entry) => entry.message.id === id);
      if (found) return found.message;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no answer to ${id}`);
  };
  const request = async (type: string, payload: unknown = {}) => answer(send(type, payload));
  const card = () => win.document.querySelector('[role="dialog"]');
  const press = (name: string) => {
    const button = [...win.document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    if (!button) throw new Error(`no ${name} button`);
    button.click();
  };
  return { win, start, posted, send, answer, request, card, press };
}

let emails = 0;
/** Logs a new account in (a fresh address each time, as every test's frame is a new browser with its own device). */
async function signIn(frame: ReturnType<typeof framePage>, email = `visitor${(emails += 1)}@example.com`) {
  expect((await frame.request('CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_OTP' });
  return { email, answer: await frame.request('CONNECT_OTP', { otp: server.codeFor(email) }) };
}

describe('startFrame', () => {
  it('posts only ORIGIN_NOT_ALLOWED, to that exact origin, when the parent is not allowed', async () => {
    const frame = framePage({ referrer: 'https://evil.test/page' });
    expect(frame.start.status).toBe('origin-not-allowed');
    expect(frame.posted).toEqual([{ message: { channel: FRAME_CHANNEL, type: 'ORIGIN_NOT_ALLOWED' }, targetOrigin: 'https://evil.test' }]);
    frame.send('GET_CHAIN_ID');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frame.posted).toHaveLength(1);
    expect(server.received.filter((entry) => entry.headers['x-parent-origin'] === 'https://evil.test')).toEqual([]);
  });

  it('logs in with email and code, sending the project, parent origin and device id, keeping the token to itself', async () => {
    const frame = framePage();
    expect(frame.posted[0]).toEqual({ message: { channel: FRAME_CHANNEL, type: 'FRAME_READY' }, targetOrigin: PARENT });
    expect((await frame.request('IS_CONNECTED')).payload).toEqual({ isConnected: false });
    const { answer: user } = await signIn(frame, EMAIL);
    expect(user).toMatchObject({ type: 'CONNECT_OTP_SUCCESS', payload: { email: EMAIL, ...CONTRACT_USER, chainId: 'eip155:1' } });
    const calls = server.received.filter((entry) => entry.path.startsWith('/api/v1/email/'));
    const deviceId = (calls[0]?.body as { deviceId: string }).deviceId;
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.map((entry) => [entry.path, entry.headers['x-project-id'], entry.headers['x-parent-origin'], (entry.body as { deviceId?: string }).deviceId])).toEqual([
      ['/api/v1/email/connect', PROJECT_ID, PARENT, deviceId],
      ['/api/v1/email/verify', PROJECT_ID, PARENT, deviceId],
    ]);
    expect(JSON.stringify(frame.posted)).not.toMatch(/token/i);
    expect((await frame.request('IS_CONNECTED')).payload).toEqual({ isConnected: true });
    expect(server.received.at(-1)?.headers.authorization).toMatch(/^Bearer .+/);
    expect(new Set(frame.posted.map((entry) => entry.targetOrigin))).toEqual(new Set([PARENT]));
  });

  it('asks another browser to approve its device before sending a code', async () => {
    const first = framePage();
    const { email } = await signIn(first);
    const second = framePage();
    expect((await second.request('CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_DEVICE' });
    expect((await second.request('CONNECT_DEVICE')).payload).toEqual({ approved: false });
    const deviceId = (server.received.at(-1)?.body as { deviceId: string }).deviceId;
    expect(deviceId).not.toBe((server.received.find((entry) => entry.path === '/api/v1/email/verify')?.body as { deviceId: string }).deviceId);
    server.approveDevice(email, deviceId);
    expect((await second.request('CONNECT_DEVICE')).payload).toEqual({ approved: true });
  });

  it('answers a wrong code with the server error and its code', async () => {
    const frame = framePage();
    await frame.request('CONNECT_EMAIL', { email: 'wrong@example.com' });
    const wrong = server.codeFor('wrong@example.com') === '000000' ? '111111' : '000000';
    expect(await frame.request('CONNECT_OTP', { otp: wrong })).toMatchObject({ type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code', code: 'INVALID_OTP' } });
    expect(await frame.request('CONNECT_DEVICE')).toMatchObject({ type: 'CONNECT_DEVICE_SUCCESS', payload: { approved: false } });
  });

  it('switches networks, answers eth_chainId and eth_accounts itself and proxies safe methods', async () => {
    const frame = framePage();
    await signIn(frame);
    expect((await frame.request('SWITCH_NETWORK', { chainId: 'eip155:10' })).payload).toEqual({ chainId: 'eip155:10' });
    expect((await frame.request('GET_USER')).payload).toMatchObject({ chainId: 'eip155:10', evmAddress: CONTRACT_USER.evmAddress });
    expect((await frame.request('GET_CHAIN_ID')).payload).toEqual({ chainId: 'eip155:10' });
    const rpc = (method: string, params?: unknown) => frame.request('RPC_REQUEST', { chainId: 'eip155:10', method, params });
    expect((await rpc('eth_chainId')).payload).toEqual({ result: '0xa' });
    expect((await rpc('eth_accounts')).payload).toEqual({ result: [CONTRACT_USER.evmAddress] });
    expect((await rpc('eth_blockNumber', [])).payload).toEqual({ result: '0x2a' });
    expect(server.received.at(-1)).toMatchObject({ path: '/api/v1/rpc', body: { chainId: 'eip155:10', method: 'eth_blockNumber', params: [] } });
    expect(await rpc('eth_getLogs', [{}])).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4200, message: 'Requested RPC call is not allowed' } });
  });

  it('calls the server for a signature only after Approve, and Reject / REJECT_PENDING answer 4001', async () => {
    const frame = framePage();
    await signIn(frame);
    const message = `0x${Buffer.from('Hello from the app').toString('hex')}`;
    const signRequest = () => frame.send('RPC_REQUEST', { chainId: 'eip155:1', method: 'personal_sign', params: [message, CONTRACT_USER.evmAddress] });
    const rpcCalls = () => server.received.filter((entry) => entry.path === '/api/v1/rpc').length;
    const before = rpcCalls();

    const rejected = signRequest();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frame.card()?.querySelector('pre')?.textContent).toBe('Hello from the app');
    frame.press('Reject');
    expect(await frame.answer(rejected)).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001, message: 'User rejected the request.' } });

    const cancelled = signRequest();
    const queued = signRequest();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frame.win.document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect((await frame.request('REJECT_PENDING')).type).toBe('REJECT_PENDING_SUCCESS');
    expect(await frame.answer(cancelled)).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001 } });
    expect(rpcCalls()).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 550)); // Approve ignores clicks in the card's first 500 ms
    frame.press('Approve');
    expect(await frame.answer(queued)).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: { result: `0x${'11'.repeat(65)}` } });
    expect(rpcCalls()).toBe(before + 1);
    expect(frame.card()).toBeNull();
  });

  it('shows no card while signed out', async () => {
    const frame = framePage();
    const answer = await frame.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68690a', CONTRACT_USER.evmAddress] });
    expect(answer).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4100, message: 'The requested account is not authorized' } });
    expect(frame.card()).toBeNull();
    expect((await frame.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_accounts' })).payload).toEqual({ result: [] });
  });

  it('refuses params the card cannot show without asking the visitor', async () => {
    const frame = framePage();
    await signIn(frame);
    const answer = await frame.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ to: CONTRACT_USER.evmAddress, value: '1.5' }] });
    expect(answer).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: -32602 } });
    expect(frame.card()).toBeNull();
  });

  it('reports SESSION_EXPIRED on a 401 and forgets the token; SIGN_OUT revokes and forgets it', async () => {
    const frame = framePage();
    await signIn(frame);
    server.revokeSessions();
    expect(await frame.request('GET_USER')).toMatchObject({ type: 'GET_USER_ERROR', payload: { message: 'Session Expired', code: 'JWT_TOKEN_NOT_VALID' } });
    expect(frame.posted.filter((entry) => entry.message.type === 'SESSION_EXPIRED')).toHaveLength(1);
    expect((await frame.request('IS_CONNECTED')).payload).toEqual({ isConnected: false });

    await signIn(frame);
    const tokenKey = `connect-modal-secure:${PROJECT_ID}:token`;
    const token = frame.win.localStorage.getItem(tokenKey);
    expect(token).toMatch(/.{16,}/);
    expect((await frame.request('SIGN_OUT')).type).toBe('SIGN_OUT_SUCCESS');
    expect(server.received.at(-1)).toMatchObject({ path: '/api/v1/sign-out', headers: { authorization: `Bearer ${token}` } });
    expect(frame.win.localStorage.getItem(tokenKey)).toBeNull();
    expect((await frame.request('IS_CONNECTED')).payload).toEqual({ isConnected: false });
  });

  it('updates the email with a code to each address', async () => {
    const frame = framePage();
    const { email } = await signIn(frame);
    const next = 'new@example.com';
    expect((await frame.request('UPDATE_EMAIL', { email: next })).payload).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect((await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: server.codeFor(email) })).payload).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    expect((await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: server.codeFor(next) })).payload).toEqual({ email: next });
  });

  it('follows SYNC_THEME', async () => {
    const frame = framePage();
    await frame.request('SYNC_THEME', { themeMode: 'dark' });
    expect(frame.win.document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
