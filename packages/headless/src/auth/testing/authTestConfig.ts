import { expect, vi } from 'vitest';
import { connectEmail, verifyEmailOtp } from '../../actions/index.js';
import { base, createConnectConfig, createManualClock, mainnet, memoryStorage, solana, staticPlatform } from '../../core/index.js';
import { createEip155Adapter } from '../../eip155/index.js';
import { createSolanaAdapter } from '../../solana/index.js';
import { createAuthConnector } from '../createAuthConnector.js';
import { createFakeFramePage } from './fakeFramePage.js';
import { TEST_OTP, simulateFrame } from './simulatedFrame.js';

/** Origins of the secure site and of the page in these tests. */
export const SECURE = 'https://secure.example';
export const APP = 'https://app.example';

/**
 * A started config with eip155 and solana adapters and the auth connector on a fake page whose frame is
 * simulated; the directory's allowed origins are served by an injected fetch.
 */
export function setupAuthConfig(
  options: { storage?: ReturnType<typeof memoryStorage>; loggedIn?: boolean; allowedOrigins?: string[]; themeMode?: 'light' | 'dark' } = {},
) {
  const clock = createManualClock(1_700_000_000_000);
  const page = createFakeFramePage(SECURE, APP);
  const frame = simulateFrame(page, clock, { loggedIn: options.loggedIn ?? false });
  const fetched: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    return new Response(JSON.stringify({ allowedOrigins: options.allowedOrigins ?? [APP] }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const auth = createAuthConnector({ secureSiteUrl: SECURE, window: page.window });
  const storage = options.storage ?? memoryStorage();
  const config = createConnectConfig({
    projectId: 'p'.repeat(32),
    networks: [mainnet, base, solana],
    adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false }), createSolanaAdapter({ walletStandard: false })],
    connectors: [auth],
    storage,
    clock,
    platform: staticPlatform({ isMobile: false }),
    fetch: fetchFn as unknown as typeof fetch,
    endpoints: { walletDirectory: 'http://127.0.0.1:9/directory' },
    ...(options.themeMode ? { themeMode: options.themeMode } : {}),
  });
  const stop = config.start();
  return { clock, page, frame, auth, config, storage, stop, fetched };
}

/** The same, with a visitor logged in by email (both namespaces connected). */
export async function loggedInAuthConfig() {
  const context = setupAuthConfig();
  await context.config._internal.ready();
  const started = connectEmail(context.config, { email: 'ada@example.com' });
  await context.frame.pump(() => context.page.requests('CONNECT_EMAIL').length > 0);
  await expect(started).resolves.toEqual({ action: 'VERIFY_OTP' });
  const verified = verifyEmailOtp(context.config, { otp: TEST_OTP });
  let done = false;
  void verified.finally(() => (done = true));
  await context.frame.pump(() => done);
  return { ...context, verified: await verified };
}
