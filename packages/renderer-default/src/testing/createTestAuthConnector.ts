import type { AuthConnector, AuthState, FrameUser } from '@connect-modal/headless';
import type { FrameRect } from '../email/authConnector.js';

/** Options of the test auth connector. */
export interface TestAuthConnectorOptions {
  /** What connecting an email answers; VERIFY_OTP by default. */
  readonly action?: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
  /** The code it accepts. */
  readonly code?: string;
  /** How many device questions answer 'not approved' before one answers 'approved'. */
  readonly approveAfter?: number;
  /** The clock of the 30 s cooldown. */
  readonly now?: () => number;
}

/** An error with the secure site's code, as the frame's answers carry it. */
class FrameError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The smart account the test connector's user gets. */
export const TEST_SMART_ACCOUNT = '0x6C7E2A5D1EC3CcAa0908b0E8BA05542fcFa7bAED';

/**
 * An auth connector for renderer tests that keeps its login in memory: the email login's rules (the 30 s
 * cooldown with its text, one accepted code, device approval after a number of questions, the update's two codes),
 * and a record of every call and every rectangle given to it.
 */
export function createTestAuthConnector(options: TestAuthConnectorOptions = {}) {
  const code = options.code ?? '123456';
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let state: AuthState = { frame: 'idle', email: undefined, loginUsed: false, user: undefined, alert: undefined };
  let lastAttempt: number | undefined;
  let deviceQuestions = 0;
  const calls: string[] = [];
  const rects: (FrameRect | undefined)[] = [];
  const update = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let approveFarcaster: ((user: FrameUser) => void) | undefined;
  const farcasterUser: FrameUser = {
    email: null,
    evmAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    chainId: 'eip155:31337',
    socialProvider: 'farcaster',
    userName: 'devcaster',
  };
  const checkCode = (otp: string) => {
    if (otp !== code) throw new FrameError('Invalid code', 'INVALID_OTP');
  };

  const connector: AuthConnector = {
    id: 'auth',
    setup: () => () => {},
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prepare() {
      calls.push('prepare');
      update({ frame: 'initialised' });
    },
    async connectEmail({ email }) {
      calls.push(`connectEmail:${email}`);
      const time = now();
      if (lastAttempt !== undefined && time - lastAttempt < 30_000) {
        throw new Error(`Please try again after ${Math.ceil((30_000 - (time - lastAttempt)) / 1000)} seconds`);
      }
      lastAttempt = time;
      update({ email });
      return { action: options.action ?? 'VERIFY_OTP' };
    },
    async connectDevice() {
      calls.push('connectDevice');
      deviceQuestions += 1;
      return { approved: deviceQuestions > (options.approveAfter ?? 0) };
    },
    async connectOtp({ otp }) {
      calls.push(`connectOtp:${otp}`);
      checkCode(otp);
      const user: FrameUser = {
        email: state.email ?? null,
        evmAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        chainId: 'eip155:31337',
      };
      update({ user, loginUsed: true });
      return user;
    },
    async getSmartAccountEnabledNetworks() {
      calls.push('getSmartAccountEnabledNetworks');
      return [31337];
    },
    async initSmartAccount() {
      calls.push('initSmartAccount');
      return { address: TEST_SMART_ACCOUNT, isDeployed: false };
    },
    async setPreferredAccountType(type) {
      calls.push(`setPreferredAccountType:${type}`);
      const user = state.user;
      if (!user) throw new FrameError('Address or auth connector not found', 'NOT_SIGNED_IN');
      const eoa = user.accounts?.find((account) => account.type === 'eoa')?.address ?? user.evmAddress;
      const address = type === 'smartAccount' ? TEST_SMART_ACCOUNT : eoa;
      const accounts = [{ address: TEST_SMART_ACCOUNT, type: 'smartAccount' as const }, { address: eoa, type: 'eoa' as const }];
      update({ user: { ...user, evmAddress: address, preferredAccountType: type, accounts, smartAccountDeployed: false } });
      return { type, address };
    },
    async getSocialRedirectUri({ provider }) {
      calls.push(`getSocialRedirectUri:${provider}`);
      return { uri: `https://provider.example/authorize?client_id=${provider}` };
    },
    async connectSocial() {
      calls.push('connectSocial');
      return undefined;
    },
    async redirectToSocial({ provider }) {
      calls.push(`redirectToSocial:${provider}`);
      return { uri: `https://provider.example/authorize?client_id=${provider}` };
    },
    async getFarcasterUri() {
      calls.push('getFarcasterUri');
      const url = 'https://farcaster.example/~/siwf?channelToken=test-channel-token';
      update({ farcasterUrl: url });
      return { url };
    },
    connectFarcaster(farcasterOptions) {
      calls.push('connectFarcaster');
      return new Promise<FrameUser>((resolve, reject) => {
        farcasterOptions?.signal?.addEventListener('abort', () => reject(new FrameError('The Farcaster sign-in was cancelled', 'ABORTED')), { once: true });
        approveFarcaster = (user) => {
          update({ user, loginUsed: true, farcasterUrl: undefined });
          resolve(user);
        };
      });
    },
    async updateEmail({ email }) {
      calls.push(`updateEmail:${email}`);
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    async updateEmailPrimaryOtp({ otp }) {
      calls.push(`updateEmailPrimaryOtp:${otp}`);
      checkCode(otp);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    async updateEmailSecondaryOtp({ otp }) {
      calls.push(`updateEmailSecondaryOtp:${otp}`);
      checkCode(otp);
      return { email: 'new@example.com' };
    },
    setFrameRect(rect) {
      rects.push(rect);
    },
    async signOut() {
      calls.push('signOut');
      update({ user: undefined });
    },
  };
  return {
    connector,
    calls,
    rects,
    raise: (alert: AuthState['alert']) => update({ alert }),
    /** The Farcaster app approves the pending Farcaster sign-in. */
    approveFarcaster: () => approveFarcaster?.(farcasterUser),
  };
}
