import { base58 } from '@scure/base';
import type { ManualClock } from '../../core/index.js';
import type { AppMessage, FrameUser } from '../protocol.js';
import type { FakeFramePage } from './fakeFramePage.js';

/** The frame's user in these tests. */
export const TEST_USER: FrameUser = {
  email: 'ada@example.com',
  evmAddress: '0x1111111111111111111111111111111111111111',
  solanaAddress: base58.encode(new Uint8Array(32).fill(7)),
  chainId: 'eip155:1',
};

/** The smart account of {@link TEST_USER} when a test gives the frame smart accounts. */
export const TEST_SMART_ACCOUNT = '0x2222222222222222222222222222222222222222';

/** The Sign In With Farcaster URL GET_FARCASTER_URI answers in these tests. */
export const TEST_FARCASTER_URL = 'https://relay.example/~/siwf?channelToken=test-channel-token';

/** A valid code of these tests; any other is refused with 'Invalid code'. */
export const TEST_OTP = '123456';

/**
 * A frame's behaviour for the page's tests: FRAME_READY once its iframe exists, a session (IS_CONNECTED,
 * GET_USER, CONNECT_* and SIGN_OUT), SWITCH_NETWORK, and RPC requests kept waiting until the test answers them
 * (the visitor approving in the frame) or REJECT_PENDING rejects the one waiting.
 */
export function simulateFrame(page: FakeFramePage, clock: ManualClock, initial: { loggedIn?: boolean } = {}) {
  const state = {
    loggedIn: initial.loggedIn ?? false,
    /** What CONNECT_EMAIL answers. */
    emailAction: 'VERIFY_OTP' as 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT',
    readyFrames: new Set<unknown>(),
    rpc: [] as AppMessage[],
    /** Chain ids with smart accounts (none by default: the user has its EOA only); `'fail'`: the fetch fails. */
    smartAccountNetworks: [] as number[] | 'fail',
    /** The EVM account type in use; SET_PREFERRED_ACCOUNT to the smart account fails while `refuseSmartAccount`. */
    preferred: 'smartAccount' as 'eoa' | 'smartAccount',
    refuseSmartAccount: false,
    /** How many CONNECT_FARCASTER asks answer pending before the Farcaster app approves; how many were asked. */
    farcasterPendingAnswers: 2,
    farcasterAsked: 0,
    /** How many CONNECT_SOCIAL asks answer pending before the provider's callback; the last start's payload. */
    socialPendingAnswers: 2,
    socialAsked: 0,
    socialStart: undefined as { provider?: unknown; returnTo?: unknown } | undefined,
    /** What CONNECT_SOCIAL fails with once the callback came back, if the provider refused. */
    socialError: undefined as { message: string; code: string } | undefined,
    /** How many CONNECT_SOCIAL asks fail as if the secure site could not be reached. */
    socialNetworkErrors: 0,
  };
  const hasSmartAccount = () => Array.isArray(state.smartAccountNetworks) && state.smartAccountNetworks.includes(1);
  const user = (): FrameUser =>
    hasSmartAccount()
      ? {
          ...TEST_USER,
          evmAddress: state.preferred === 'smartAccount' ? TEST_SMART_ACCOUNT : TEST_USER.evmAddress,
          accounts: [
            { address: TEST_SMART_ACCOUNT, type: 'smartAccount' },
            { address: TEST_USER.evmAddress, type: 'eoa' },
          ],
          preferredAccountType: state.preferred,
          smartAccountDeployed: false,
        }
      : TEST_USER;
  const ok = (message: AppMessage, payload: unknown) => ({ type: `${message.type}_SUCCESS`, payload });
  const fail = (message: AppMessage, payload: unknown) => ({ type: `${message.type}_ERROR`, payload });
  page.respond((message) => {
    const payload = (message.payload ?? {}) as Record<string, unknown>;
    switch (message.type) {
      case 'IS_CONNECTED':
        return ok(message, { isConnected: state.loggedIn });
      case 'GET_USER':
        if (payload.preferredAccountType === 'eoa' || payload.preferredAccountType === 'smartAccount') state.preferred = payload.preferredAccountType;
        return state.loggedIn ? ok(message, user()) : fail(message, { message: 'Session Expired', code: 'JWT_TOKEN_NOT_VALID' });
      case 'CONNECT_EMAIL':
        return ok(message, { action: state.emailAction });
      case 'CONNECT_DEVICE':
        return ok(message, { approved: true });
      case 'CONNECT_OTP':
        if (payload.otp !== TEST_OTP) return fail(message, { message: 'Invalid code', code: 'INVALID_OTP' });
        state.loggedIn = true;
        return ok(message, user());
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        if (state.smartAccountNetworks === 'fail') return fail(message, { message: 'Unable to reach the secure site', code: 'NETWORK_ERROR' });
        return ok(message, { smartAccountEnabledNetworks: state.smartAccountNetworks });
      case 'INIT_SMART_ACCOUNT':
        return hasSmartAccount() ? ok(message, { address: TEST_SMART_ACCOUNT, isDeployed: false }) : fail(message, { message: 'Smart accounts are not enabled on eip155:1' });
      case 'SET_PREFERRED_ACCOUNT':
        if (payload.type === 'smartAccount' && (state.refuseSmartAccount || !hasSmartAccount())) return fail(message, { message: 'Smart accounts are not enabled on eip155:1' });
        state.preferred = payload.type === 'eoa' ? 'eoa' : 'smartAccount';
        return ok(message, { type: state.preferred, address: user().evmAddress });
      case 'GET_FARCASTER_URI':
        state.farcasterAsked = 0;
        return ok(message, { url: TEST_FARCASTER_URL });
      case 'CONNECT_FARCASTER':
        state.farcasterAsked += 1;
        if (state.farcasterAsked <= state.farcasterPendingAnswers) return ok(message, { pending: true });
        state.loggedIn = true;
        return ok(message, { ...user(), email: null, socialProvider: 'farcaster', userName: 'devcaster' });
      case 'GET_SOCIAL_REDIRECT_URI':
        state.socialAsked = 0;
        state.socialStart = payload;
        return ok(message, { uri: `https://provider.example/authorize?client_id=${String(payload.provider)}` });
      case 'CONNECT_SOCIAL':
        state.socialAsked += 1;
        if (state.socialNetworkErrors > 0) {
          state.socialNetworkErrors -= 1;
          return fail(message, { message: 'Unable to reach the secure site', code: 'NETWORK_ERROR' });
        }
        if (state.socialAsked <= state.socialPendingAnswers) return ok(message, { pending: true });
        if (state.socialError) return fail(message, state.socialError);
        state.loggedIn = true;
        return ok(message, { ...user(), email: null, socialProvider: state.socialStart?.provider, userName: 'ada' });
      case 'SIGN_OUT':
        state.loggedIn = false;
        return ok(message, {});
      case 'SWITCH_NETWORK':
        return ok(message, { chainId: payload.chainId });
      case 'UPDATE_EMAIL':
        return ok(message, { action: 'VERIFY_PRIMARY_OTP' });
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        return ok(message, { action: 'VERIFY_SECONDARY_OTP' });
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return ok(message, { email: 'grace@example.com' });
      case 'RPC_REQUEST':
        state.rpc.push(message);
        return undefined;
      case 'SYNC_THEME':
        return ok(message, {});
      case 'REJECT_PENDING': {
        const waiting = state.rpc.shift();
        if (waiting) queueMicrotask(() => page.frame('RPC_REQUEST_ERROR', { code: 4001, message: 'User rejected the request.' }, waiting.id));
        return ok(message, {});
      }
      default:
        return fail(message, {});
    }
  });

  /** Lets promises run and time pass (100 ms a step) until `done`, sending FRAME_READY for each new iframe. */
  const pump = async (done: () => boolean = () => false, steps = 30) => {
    for (let step = 0; step < steps; step += 1) {
      for (const iframe of page.iframes) {
        if (!iframe.removed && !state.readyFrames.has(iframe)) {
          state.readyFrames.add(iframe);
          page.frame('FRAME_READY');
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (done()) return;
      clock.advance(100);
    }
  };

  /** Answers the oldest waiting RPC request with `result`, as the frame does once the visitor approves. */
  const approve = (result: unknown) => {
    const waiting = state.rpc.shift();
    if (!waiting) throw new Error('No RPC request is waiting');
    page.frame('RPC_REQUEST_SUCCESS', { result }, waiting.id);
    return waiting;
  };
  return { state, pump, approve };
}
