import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../core/index.js';
import { createSecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameAlert } from './createSecureFrameBridge.js';
import { FRAME_CHANNEL, FRAME_EVENTS, FRAME_REQUESTS, MAX_MESSAGE_CHARS } from './protocol.js';
import { createFakeFramePage } from './testing/fakeFramePage.js';

/**
 * The spoofing suite: generated messages that must never be accepted by the page's end of the bridge. Each case
 * runs against a fresh ready bridge with requests waiting; after the message, no request may have settled, the
 * frame's state and alerts must be unchanged, the listener must not have thrown, and the bridge must still
 * answer a genuine message. Every postMessage call is spied: none may target '*'.
 */

const SECURE = 'https://secure.example:8443';
const USER = {
  email: 'ada@example.com',
  evmAddress: '0x1111111111111111111111111111111111111111',
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  chainId: 'eip155:1',
};
const CATEGORIES = [
  'other origin',
  'other window',
  'stale id',
  'reused id',
  'wrong type',
  'wrong payload shape',
  'prototype pollution',
  'oversized',
  'non-object data',
  'channel spoofing',
  'hostile object',
] as const;
type Category = (typeof CATEGORIES)[number];

/** The ids of the bridge under attack: requests waiting, and one already answered. */
interface Ids {
  readonly user: string;
  readonly connected: string;
  readonly otp: string;
  readonly settled: string;
}

/** A message to deliver, with where it claims to come from (the frame's window and origin unless said). */
interface Attack {
  readonly category: Category;
  readonly build: (ids: Ids, frameWindow: unknown) => { data: unknown; origin?: string; source?: unknown };
}

const counts = new Map<Category, number>();
let casesRun = 0;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/);
const pendingIdArb = fc.constantFrom<keyof Ids>('user', 'connected', 'otp');
const answerTypeArb = fc.constantFrom(...Object.keys(FRAME_REQUESTS)).chain((type) => fc.constantFrom(`${type}_SUCCESS`, `${type}_ERROR`));
/** A frame message with `id` (the genuine user as payload unless one is given, `undefined` included). */
const genuine = (id: string, type = 'GET_USER_SUCCESS', ...payload: [unknown?]) => ({ channel: FRAME_CHANNEL, id, type, payload: payload.length > 0 ? payload[0] : USER });
const anyValidAnswer = fc.record({ key: pendingIdArb, event: fc.constantFrom(...FRAME_EVENTS), asEvent: fc.boolean() });
const asMessage = (ids: Ids, v: { key: keyof Ids; event: string; asEvent: boolean }) =>
  v.asEvent ? { channel: FRAME_CHANNEL, type: v.event } : v.key === 'user' ? genuine(ids.user) : genuine(ids[v.key], 'IS_CONNECTED_SUCCESS', { isConnected: true });

const otherOrigins = fc.oneof(
  fc.constantFrom('https://secure.example', 'http://secure.example:8443', 'https://secure.example:8443.evil.example', 'https://evil.example', 'null', '', '*', 'https://SECURE.example:8443', 'https://secure.example:8443/'),
  fc.webUrl().map((url) => new URL(url).origin),
);

const userWithout = fc.constantFrom(...Object.keys(USER)).map((key) => Object.fromEntries(Object.entries(USER).filter(([name]) => name !== key)));
const badUser = fc.oneof(
  userWithout,
  fc.record({ evmAddress: fc.string(), solanaAddress: fc.string(), chainId: fc.string(), email: fc.string() }),
  fc.anything().filter((value) => !FRAME_REQUESTS.GET_USER.result.safeParse(value).success),
  fc.constant({ ...USER, evmAddress: '0x12' }),
  fc.constant({ ...USER, email: 'not an email' }),
  fc.constant({ ...USER, chainId: 'eip155' }),
);

const pollution = fc.constantFrom(
  () => JSON.parse(`{"channel":"${FRAME_CHANNEL}","type":"GET_USER_SUCCESS","__proto__":{"polluted":true}}`) as Record<string, unknown>,
  () => ({ channel: FRAME_CHANNEL, type: 'GET_USER_SUCCESS', constructor: { prototype: { polluted: true } } }),
  () => ({ channel: FRAME_CHANNEL, type: 'GET_USER_SUCCESS', payload: JSON.parse(`{"__proto__":{"polluted":true},"email":null}`) as unknown }),
  () => ({ channel: FRAME_CHANNEL, type: 'GET_USER_SUCCESS', payload: { ...USER, constructor: { prototype: { polluted: true } } } }),
  () => ({ channel: FRAME_CHANNEL, type: 'GET_USER_SUCCESS', payload: { ...USER, nested: [{ prototype: { polluted: true } }] } }),
  () => ({ channel: FRAME_CHANNEL, type: 'GET_USER_SUCCESS', payload: JSON.parse(`{"a":{"b":{"__proto__":{"polluted":true}}}}`) as unknown }),
);

const attacks: fc.Arbitrary<Attack> = fc.oneof(
  fc.tuple(anyValidAnswer, otherOrigins).map(([value, origin]): Attack => ({ category: 'other origin', build: (ids) => ({ data: asMessage(ids, value), origin }) })),
  fc
    .tuple(anyValidAnswer, fc.constantFrom('object', 'null', 'undefined', 'clone', 'page'))
    .map(([value, kind]): Attack => ({
      category: 'other window',
      build: (ids, frameWindow) => ({
        data: asMessage(ids, value),
        source: kind === 'object' ? {} : kind === 'null' ? null : kind === 'undefined' ? undefined : kind === 'clone' ? { ...(frameWindow as object) } : globalThis,
      }),
    })),
  idArb.map((id): Attack => ({ category: 'stale id', build: () => ({ data: genuine(id) }) })),
  fc.constantFrom('GET_USER_SUCCESS', 'GET_USER_ERROR', 'IS_CONNECTED_SUCCESS').map((type): Attack => ({
    category: 'reused id',
    build: (ids) => ({ data: genuine(ids.settled, type, type === 'IS_CONNECTED_SUCCESS' ? { isConnected: false } : type.endsWith('_ERROR') ? {} : USER) }),
  })),
  fc
    .tuple(pendingIdArb, fc.oneof(answerTypeArb, fc.string({ maxLength: 80 }), fc.constantFrom(...FRAME_EVENTS)))
    .filter(([key, type]) => {
      const own = key === 'user' ? 'GET_USER' : key === 'connected' ? 'IS_CONNECTED' : 'CONNECT_OTP';
      return type !== `${own}_SUCCESS` && type !== `${own}_ERROR`;
    })
    .map(([key, type]): Attack => ({ category: 'wrong type', build: (ids) => ({ data: genuine(ids[key], type, USER) }) })),
  fc
    .oneof(
      badUser.map((payload) => ({ type: 'GET_USER_SUCCESS', payload })),
      fc.anything().filter((payload) => !FRAME_REQUESTS.CONNECT_OTP.result.safeParse(payload).success).map((payload) => ({ type: 'CONNECT_OTP_SUCCESS', payload })),
      fc.oneof(fc.constant({ message: 42 }), fc.constant({ code: {} }), fc.constant({ message: 'x'.repeat(2_001) }), fc.constant('text'), fc.constant([])).map((payload) => ({ type: 'CONNECT_OTP_ERROR', payload })),
    )
    .map(({ type, payload }): Attack => ({ category: 'wrong payload shape', build: (ids) => ({ data: genuine(type.startsWith('GET_USER') ? ids.user : ids.otp, type, payload) }) })),
  pollution.map((make): Attack => ({ category: 'prototype pollution', build: (ids) => ({ data: { ...make(), id: ids.user } }) })),
  fc.integer({ min: 1, max: 2_000 }).map((extra): Attack => ({
    category: 'oversized',
    build: (ids) => ({ data: genuine(ids.user, 'GET_USER_SUCCESS', { ...USER, padding: 'x'.repeat(MAX_MESSAGE_CHARS + extra) }) }),
  })),
  fc
    .oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt(), fc.array(fc.anything(), { maxLength: 5 }))
    .map((data): Attack => ({ category: 'non-object data', build: (ids) => ({ data: typeof data === 'string' && data.length % 2 === 0 ? JSON.stringify(genuine(ids.user)) : data }) })),
  fc
    .oneof(fc.constantFrom('connect-modal:app', 'connect-modal:frame ', 'CONNECT-MODAL:FRAME', '', 'connect-modal'), fc.string({ maxLength: 40 }))
    .filter((channel) => channel !== FRAME_CHANNEL)
    .map((channel): Attack => ({ category: 'channel spoofing', build: (ids) => ({ data: { ...genuine(ids.user), channel } }) })),
  fc.constantFrom('throwing proxy', 'throwing getter', 'cycle', 'function').map((kind): Attack => ({
    category: 'hostile object',
    build: (ids) => {
      if (kind === 'throwing proxy') return { data: new Proxy({}, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } }) };
      if (kind === 'throwing getter') return { data: Object.defineProperty({ ...genuine(ids.user) }, 'payload', { enumerable: true, get: () => { throw new Error('getter'); } }) };
      if (kind === 'cycle') {
        const payload: Record<string, unknown> = { ...USER };
        payload.self = payload;
        return { data: genuine(ids.user, 'GET_USER_SUCCESS', payload) };
      }
      return { data: { ...genuine(ids.user), toJSON: () => genuine(ids.user) } };
    },
  })),
);

async function attackedBridge() {
  const clock = createManualClock();
  const page = createFakeFramePage(SECURE);
  const alerts: FrameAlert[] = [];
  const expired = vi.fn();
  const bridge = createSecureFrameBridge({ secureSiteUrl: SECURE, projectId: 'p1', chainId: 'eip155:1', enableLogger: false, clock, window: page.window, onAlert: (alert) => alerts.push(alert), onSessionExpired: expired });
  const ready = bridge.ready();
  const frameWindow = page.iframe().contentWindow as { postMessage: (message: unknown, targetOrigin: string) => void };
  const postSpy = vi.spyOn(frameWindow, 'postMessage');
  page.frame('FRAME_READY');
  clock.advance(500);
  await ready;
  const first = bridge.request('IS_CONNECTED', {});
  await flush();
  const settledId = page.lastRequest().id;
  page.frame('IS_CONNECTED_SUCCESS', { isConnected: true }, settledId);
  await first;
  const outcomes = { user: false, connected: false, otp: false };
  const track = (key: keyof typeof outcomes, promise: Promise<unknown>) => {
    promise.then(() => (outcomes[key] = true), () => (outcomes[key] = true));
    return promise;
  };
  const user = track('user', bridge.request('GET_USER', {}));
  void track('connected', bridge.request('IS_CONNECTED', {}));
  void track('otp', bridge.request('CONNECT_OTP', { otp: '123456' }));
  await flush();
  const [userId, connectedId, otpId] = page.posted.slice(-3).map((entry) => entry.message.id);
  const ids: Ids = { user: userId ?? '', connected: connectedId ?? '', otp: otpId ?? '', settled: settledId };
  return { bridge, page, alerts, expired, postSpy, frameWindow, ids, outcomes, user };
}

describe('bridge spoofing suite', () => {
  afterAll(() => {
    expect(casesRun).toBeGreaterThanOrEqual(500);
    for (const category of CATEGORIES) expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(10);
  });

  it('accepts none of at least 500 generated hostile messages, never throws and never posts to *', async () => {
    await fc.assert(
      fc.asyncProperty(attacks, async (attack) => {
        const target = await attackedBridge();
        const statusBefore = target.bridge.status();
        const { data, origin, source } = attack.build(target.ids, target.frameWindow);
        const from = { ...(origin === undefined ? {} : { origin }), ...(attack.category === 'other window' ? { source } : {}) };
        expect(() => target.page.deliver(data, from)).not.toThrow();
        await flush();
        expect(target.outcomes).toEqual({ user: false, connected: false, otp: false });
        expect(target.bridge.status()).toBe(statusBefore);
        expect(target.alerts).toEqual([]);
        expect(target.expired).not.toHaveBeenCalled();
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        // The bridge still answers the genuine frame.
        target.page.frame('GET_USER_SUCCESS', USER, target.ids.user);
        await expect(target.user).resolves.toEqual(USER);
        for (const call of target.postSpy.mock.calls) expect(call[1]).toBe(SECURE);
        for (const entry of target.page.posted) expect(entry.targetOrigin).not.toBe('*');
        target.bridge.destroy();
        casesRun += 1;
        counts.set(attack.category, (counts.get(attack.category) ?? 0) + 1);
      }),
      { numRuns: 600 },
    );
    expect(casesRun).toBe(600);
  });
});
