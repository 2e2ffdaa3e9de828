// After a WalletConnect session ends (the app disconnects, or the wallet does), the sign client's storage holds no
// secret of it: no symmetric key or private key in the keychain, no session, no pairing, and no record anywhere that
// names the session's or the pairing's topic or contains one of their keys. The next connect pairs and signs as before.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import type { WalletConnectStorage } from '@connect-modal/headless/walletconnect';
import { pairApp, startWcApp, startWcHarness, waitForConnection } from './walletconnectHarness.js';
import type { WcApp, WcHarness } from './walletconnectHarness.js';

/** The secrets of a live session, read from the sign client's storage: its topics and every key of its keychain. */
async function liveSecrets(storage: WalletConnectStorage, sessionTopic: string): Promise<string[]> {
  const entries = await storage.getEntries();
  const keychain = entries.find(([key]) => key.endsWith('keychain'))?.[1];
  const keys = keychain ? (Object.entries(typeof keychain === 'string' ? (JSON.parse(keychain) as object) : (keychain as object)) as [string, string][]) : [];
  const pairings = entries.find(([key]) => key.endsWith(':pairing'))?.[1];
  const pairingTopics = ((Array.isArray(pairings) ? pairings : []) as { topic: string }[]).map((pairing) => pairing.topic);
  // The client's own relay identity is not a secret of the session; symmetric keys and key pairs are.
  const sessionKeys = keys.filter(([tag]) => /^[0-9a-f]{64}$/i.test(tag)).flatMap(([tag, value]) => [tag, value]);
  return [...new Set([sessionTopic, ...pairingTopics, ...sessionKeys])];
}

/** What is left: keychain entries of topics or key pairs, sessions, pairings, and any record naming a secret. */
async function secretsLeft(storage: WalletConnectStorage, secrets: readonly string[]): Promise<{ inspected: number; left: string[] }> {
  const entries = await storage.getEntries();
  const left: string[] = [];
  for (const [key, value] of entries) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    for (const secret of secrets) if (text.includes(secret) || key.includes(secret)) left.push(`${key} holds ${secret.slice(0, 8)}…`);
    if (key.endsWith('keychain') && /"[0-9a-f]{64}"\s*:/i.test(text)) left.push(`${key} holds a topic key`);
    if ((key.endsWith(':session') || key.endsWith(':pairing')) && text !== '[]') left.push(`${key} is not empty`);
  }
  return { inspected: entries.length, left };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('WalletConnect disconnect hygiene', () => {
  let harness: WcHarness;
  const apps: WcApp[] = [];

  beforeAll(async () => {
    harness = await startWcHarness();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) app.stop();
    await harness.wallet.disconnect().catch(() => {});
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('a disconnect from the app leaves no key, session or pairing; the next connect pairs and signs', { timeout: 60_000 }, async () => {
    const app = startWcApp(harness);
    apps.push(app);
    await pairApp(app, harness.wallet);
    const topic = app.walletConnect.getSession()?.topic as string;
    const secrets = await liveSecrets(app.wcStorage, topic);
    // A topic, a pairing topic, and at least the two symmetric keys (pairing and session) with their tags.
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    await app.config._internal.disconnect();
    const after = await secretsLeft(app.wcStorage, secrets);
    console.log(`[disconnect] walletconnect (app, sign client storage): keys inspected ${after.inspected}, secrets left ${after.left.length}`);
    expect(after.left).toEqual([]);

    await pairApp(app, harness.wallet);
    const signature = await app.config._internal.signMessage('after a clean disconnect');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'after a clean disconnect', signature: signature as Hex })).toBe(true);
  });

  it('a disconnect from the wallet leaves no key, session or pairing either', { timeout: 60_000 }, async () => {
    const app = startWcApp(harness);
    apps.push(app);
    await pairApp(app, harness.wallet);
    const secrets = await liveSecrets(app.wcStorage, app.walletConnect.getSession()?.topic as string);
    await harness.wallet.disconnect();
    await waitForConnection(app.config, (state) => state.status === 'disconnected');
    await eventually(async () => (await secretsLeft(app.wcStorage, secrets)).left.length === 0).catch(() => {});
    const after = await secretsLeft(app.wcStorage, secrets);
    console.log(`[disconnect] walletconnect (wallet, sign client storage): keys inspected ${after.inspected}, secrets left ${after.left.length}`);
    expect(after.left).toEqual([]);
  });
});
