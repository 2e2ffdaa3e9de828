import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROJECT, startHarness } from '../server/testing/siteHarness.js';
import type { Harness } from '../server/testing/siteHarness.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const screenshots = resolve(packageDir, '../../.artifacts/screenshots');

/** CHROMIUM_PATH first, then a system Chromium on PATH. */
function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser']) if (existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error('No Chromium found for the frame browser test: install chromium or set CHROMIUM_PATH.');
}

// The host page: frames the secure site and talks to it the way the page side does (exact origin and window).
function pageHtml(siteUrl: string): string {
  const frameUrl = `${siteUrl}/?projectId=${TEST_PROJECT}&chainId=eip155%3A1&version=4&enableLogger=false`;
  return `<!doctype html><html><body style="margin:0">
<iframe id="secure" title="Secure wallet" src="${frameUrl}" style="width:360px;height:400px;border:0"></iframe>
<script>
  const siteOrigin = ${JSON.stringify(new URL(siteUrl).origin)};
  const frame = document.getElementById('secure');
  window.__events = [];
  const waiting = new Map();
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== siteOrigin) return;
    const message = event.data;
    if (message.id && waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); }
    else window.__events.push(message.type);
  });
  let counter = 0;
  window.__send = (type, payload = {}) => new Promise((resolve) => {
    const id = 'browser-request-' + (counter += 1);
    waiting.set(id, resolve);
    frame.contentWindow.postMessage({ channel: 'connect-modal:app', id, type, payload }, siteOrigin);
  });
</script></body></html>`;
}

let harness: Harness;
let pageServer: Server;
let pageUrl: string;
let browser: Browser;
let page: Page;
const consoleLines: string[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, [join(packageDir, 'build-frame.mjs')]);
  harness = await startHarness();
  pageServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(pageHtml(harness.site.url));
  });
  await new Promise<void>((done) => pageServer.listen(0, '127.0.0.1', done));
  // 'localhost' is an allowed origin of the harness's project and another site than the secure site's 127.0.0.1.
  pageUrl = `http://localhost:${(pageServer.address() as AddressInfo).port}/`;
  browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage({ viewport: { width: 400, height: 440 } });
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(pageUrl);
  await page.waitForFunction(() => (window as unknown as { __events: string[] }).__events.includes('FRAME_READY'), undefined, { timeout: 15_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => pageServer?.close(done));
  await harness?.stop();
});

type Answer = { type: string; payload: Record<string, unknown> };
const send = (type: string, payload: unknown = {}) =>
  page.evaluate(([t, p]) => (window as unknown as { __send(t: unknown, p: unknown): Promise<unknown> }).__send(t, p), [type, payload] as const) as Promise<Answer>;

describe('frame.js in Chromium against the secure site', () => {
  it('is a small browser bundle', () => {
    const size = statSync(join(packageDir, 'dist/frame/frame.js')).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(80_000);
  });

  it('logs in with the mailed code and signs only after Approve on its card', async () => {
    const email = 'browser-visitor@example.com';
    expect(await send('IS_CONNECTED')).toMatchObject({ type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } });
    expect(await send('CONNECT_EMAIL', { email })).toMatchObject({ type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } });
    const mail = await harness.mailbox.waitFor(email, (received) => received.code !== undefined);
    const login = await send('CONNECT_OTP', { otp: mail.code });
    expect(login).toMatchObject({ type: 'CONNECT_OTP_SUCCESS', payload: { email, chainId: 'eip155:1' } });
    const address = login.payload.evmAddress as `0x${string}`;

    const text = 'Sign in to the shop\nNonce: 7';
    const message = `0x${Buffer.from(text).toString('hex')}`;
    const signing = send('RPC_REQUEST', { chainId: 'eip155:1', method: 'personal_sign', params: [message, address] });
    const frame = page.frameLocator('#secure');
    await expect.poll(() => frame.getByRole('heading').textContent()).toBe('Sign message');
    expect(await frame.locator('pre').textContent()).toBe(text);
    expect(await frame.locator(':focus').textContent()).toBe('Reject');
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: join(screenshots, 'secure-frame-approval-light.png') });
    await page.waitForTimeout(550);
    await frame.getByRole('button', { name: 'Approve' }).click();
    const signed = await signing;
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS');
    expect(await verifyMessage({ address, message: text, signature: signed.payload.result as `0x${string}` })).toBe(true);
    await expect.poll(() => frame.locator('[role="dialog"]').count()).toBe(0);
  });

  it('follows SYNC_THEME and answers Reject with 4001', async () => {
    expect(await send('SYNC_THEME', { themeMode: 'dark' })).toMatchObject({ type: 'SYNC_THEME_SUCCESS' });
    const user = await send('GET_USER');
    const tx = send('RPC_REQUEST', {
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: user.payload.evmAddress, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x1bc16d674ec80001', data: '0xa9059cbb' }],
    });
    const frame = page.frameLocator('#secure');
    await expect.poll(() => frame.getByRole('heading').textContent()).toBe('Send transaction');
    expect(await frame.locator('dd').allTextContents()).toContain('2.000000000000000001 ETH');
    const background = await frame.locator('[role="dialog"]').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(24, 24, 27)');
    await page.screenshot({ path: join(screenshots, 'secure-frame-approval-dark.png') });
    await page.keyboard.press('Enter'); // Reject has the focus
    expect(await tx).toEqual({ channel: 'connect-modal:frame', id: expect.any(String), type: 'RPC_REQUEST_ERROR', payload: { code: 4001, message: 'User rejected the request.' } });
  });

  it('signs out and breaks no CSP rule', async () => {
    expect(await send('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS' });
    expect(await send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } });
    expect(consoleLines.filter((line) => /Content Security Policy|Refused/i.test(line))).toEqual([]);
  });
});
