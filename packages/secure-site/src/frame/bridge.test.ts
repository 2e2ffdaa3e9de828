import { describe, expect, it } from 'vitest';
import { createFrameBridge } from './bridge.js';
import type { FrameRequestHandler } from './bridge.js';
import { FrameRequestError } from './errors.js';
import { APP_CHANNEL, FRAME_CHANNEL, MAX_MESSAGE_CHARS } from './protocol.js';

const PARENT_ORIGIN = 'https://app.example';

interface Posted {
  readonly message: { channel: string; type: string; id?: string; payload?: unknown };
  readonly targetOrigin: string;
}

function setup(handle: FrameRequestHandler = async (type) => (type === 'GET_CHAIN_ID' ? { chainId: 'eip155:1' } : {})) {
  let listener: ((event: MessageEvent) => void) | undefined;
  const posted: Posted[] = [];
  const handled: Array<[string, unknown]> = [];
  const parent = { postMessage: (message: Posted['message'], targetOrigin: string) => void posted.push({ message, targetOrigin }) };
  const other = { postMessage: () => {} };
  const bridge = createFrameBridge({
    target: {
      addEventListener: (_type: string, callback: (event: MessageEvent) => void) => (listener = callback),
      removeEventListener: () => (listener = undefined),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    parent: parent as unknown as Window,
    parentOrigin: PARENT_ORIGIN,
    handle: async (type, payload) => {
      handled.push([type, payload]);
      return handle(type, payload);
    },
  });
  const deliver = async (data: unknown, { origin = PARENT_ORIGIN, source = parent as unknown }: { origin?: string; source?: unknown } = {}) => {
    listener?.({ data, origin, source } as MessageEvent);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { bridge, posted, handled, deliver, other, stopped: () => listener === undefined };
}

let counter = 0;
const request = (type: string, payload: unknown = {}, id = `request-${(counter += 1).toString().padStart(4, '0')}`) => ({ channel: APP_CHANNEL, id, type, payload });

describe('createFrameBridge', () => {
  it('answers a valid request once with <TYPE>_SUCCESS and its id, to the exact parent origin', async () => {
    const { posted, deliver } = setup();
    await deliver(request('GET_CHAIN_ID', {}, 'abcdefgh-1'));
    expect(posted).toEqual([
      { message: { channel: FRAME_CHANNEL, type: 'GET_CHAIN_ID_SUCCESS', id: 'abcdefgh-1', payload: { chainId: 'eip155:1' } }, targetOrigin: PARENT_ORIGIN },
    ]);
  });

  it('answers <TYPE>_ERROR with the message and code of a refused request, and "An error occurred" otherwise', async () => {
    const { posted, deliver } = setup(async (type) => {
      if (type === 'CONNECT_OTP') throw new FrameRequestError('Invalid code', 'INVALID_OTP');
      throw new TypeError('secret internal detail');
    });
    await deliver(request('CONNECT_OTP', { otp: '123456' }, 'otp-request-1'));
    await deliver(request('IS_CONNECTED', {}, 'is-connected-1'));
    expect(posted.map((entry) => entry.message)).toEqual([
      { channel: FRAME_CHANNEL, type: 'CONNECT_OTP_ERROR', id: 'otp-request-1', payload: { message: 'Invalid code', code: 'INVALID_OTP' } },
      { channel: FRAME_CHANNEL, type: 'IS_CONNECTED_ERROR', id: 'is-connected-1', payload: { message: 'An error occurred' } },
    ]);
  });

  it('answers a payload its schema refuses with <TYPE>_ERROR and never calls the handler', async () => {
    const { posted, handled, deliver } = setup();
    await deliver(request('CONNECT_OTP', { otp: '12345' }, 'bad-otp-001'));
    await deliver(request('CONNECT_EMAIL', { email: 'not an email' }, 'bad-email-01'));
    expect(handled).toEqual([]);
    expect(posted.map((entry) => [entry.message.type, entry.message.id, entry.message.payload])).toEqual([
      ['CONNECT_OTP_ERROR', 'bad-otp-001', { message: 'Invalid request payload', code: 'INVALID_PAYLOAD' }],
      ['CONNECT_EMAIL_ERROR', 'bad-email-01', { message: 'Invalid request payload', code: 'INVALID_PAYLOAD' }],
    ]);
  });

  it('answers an invalid result of the handler as an error, not as success', async () => {
    const { posted, deliver } = setup(async () => ({ chainId: 'not caip' }));
    await deliver(request('GET_CHAIN_ID'));
    expect(posted.map((entry) => entry.message.type)).toEqual(['GET_CHAIN_ID_ERROR']);
  });

  it('drops messages from another origin or another window', async () => {
    const { posted, handled, deliver, other } = setup();
    await deliver(request('GET_CHAIN_ID'), { origin: 'https://evil.example' });
    await deliver(request('GET_CHAIN_ID'), { origin: 'https://app.example:443' });
    await deliver(request('GET_CHAIN_ID'), { origin: 'https://APP.example' });
    await deliver(request('GET_CHAIN_ID'), { origin: 'null' });
    await deliver(request('GET_CHAIN_ID'), { source: other });
    await deliver(request('GET_CHAIN_ID'), { source: null });
    expect(handled).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('drops what is not a request: wrong channel, unknown type, bad id, not an object', async () => {
    const { posted, handled, deliver } = setup();
    const bad: unknown[] = [
      { ...request('GET_CHAIN_ID'), channel: FRAME_CHANNEL },
      { ...request('GET_CHAIN_ID'), type: 'EXPORT_PRIVATE_KEY' },
      { ...request('GET_CHAIN_ID'), type: 'get_chain_id' },
      { ...request('GET_CHAIN_ID'), id: 'short' },
      { ...request('GET_CHAIN_ID'), id: 'has spaces in it' },
      { ...request('GET_CHAIN_ID'), id: 12345678 },
      JSON.stringify(request('GET_CHAIN_ID')),
      null,
      undefined,
      42,
      [],
      { channel: APP_CHANNEL },
    ];
    for (const data of bad) await deliver(data);
    expect(handled).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('refuses a reused id, even with another type', async () => {
    const { posted, handled, deliver } = setup();
    await deliver(request('GET_CHAIN_ID', {}, 'same-id-0001'));
    await deliver(request('GET_CHAIN_ID', {}, 'same-id-0001'));
    await deliver(request('SIGN_OUT', {}, 'same-id-0001'));
    expect(handled).toEqual([['GET_CHAIN_ID', {}]]);
    expect(posted).toHaveLength(1);
  });

  it('drops oversized messages and ones that are not JSON', async () => {
    const { posted, handled, deliver } = setup();
    await deliver(request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_call', params: ['x'.repeat(MAX_MESSAGE_CHARS)] }));
    await deliver(request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_call', params: [1n] }));
    const cyclic: Record<string, unknown> = request('GET_CHAIN_ID');
    cyclic.self = cyclic;
    await deliver(cyclic);
    expect(handled).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('does not let __proto__ or constructor keys reach the prototype', async () => {
    const { handled, deliver } = setup();
    const polluted = JSON.parse(
      `{"channel":"${APP_CHANNEL}","id":"proto-test-1","type":"SWITCH_NETWORK","payload":{"chainId":"eip155:10","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}},"__proto__":{"polluted":true}}`,
    ) as unknown;
    await deliver(polluted);
    const envelope = JSON.parse(`{"__proto__":{"channel":"${APP_CHANNEL}","id":"proto-test-2","type":"SIGN_OUT"}}`) as unknown;
    await deliver(envelope);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(handled).toEqual([['SWITCH_NETWORK', { chainId: 'eip155:10' }]]);
    expect(Object.getPrototypeOf(handled[0]?.[1])).toBe(Object.prototype);
  });

  it('posts events without an id, only to the parent origin, and never to "*"', async () => {
    const { bridge, posted, deliver } = setup();
    bridge.emit('FRAME_READY');
    bridge.emit('SESSION_EXPIRED');
    for (let i = 0; i < 20; i += 1) await deliver(request(i % 2 ? 'GET_CHAIN_ID' : 'CONNECT_OTP', i % 2 ? {} : { otp: 'x' }));
    expect(posted.length).toBe(22);
    expect(posted.slice(0, 2).map((entry) => entry.message)).toEqual([
      { channel: FRAME_CHANNEL, type: 'FRAME_READY' },
      { channel: FRAME_CHANNEL, type: 'SESSION_EXPIRED' },
    ]);
    expect(new Set(posted.map((entry) => entry.targetOrigin))).toEqual(new Set([PARENT_ORIGIN]));
  });

  it('stops listening', async () => {
    const { bridge, stopped } = setup();
    bridge.stop();
    expect(stopped()).toBe(true);
  });
});
