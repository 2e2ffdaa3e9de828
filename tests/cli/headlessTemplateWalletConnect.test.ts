import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { DEVNET_PROJECT_ID, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from '../e2e/browser.js';
import { tempDir } from './runCli.js';
import { NOT_BUILT, built, exec, generateProjects, startAppServer } from './templateApps.js';
import type { AppServer } from './templateApps.js';

/**
 * The vite-react-headless app, generated, installed from the packed workspace packages and built against a
 * devnet, pairs the devnet's WalletConnect test wallet in Chromium through the QR code and copy link it draws
 * itself with `useWalletConnectPairing`, on the devnet's relay, then signs a message through its own button.
 */

const work = tempDir('create-connect-app-walletconnect-');
const apps = join(work, 'apps');
const dist = join(apps, 'vite-react-headless-app', 'dist');

let devnet: Devnet | undefined;
let server: AppServer | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

beforeAll(async () => {
  if (!built) return;
  const starting = startDevnet({ pages: {} }).then((started) => (devnet = started));
  server = await startAppServer(dist, () => devnet?.apiUrl);
  // The devnet's relay, like the hosted one, accepts only a project id of 32 hexadecimal digits.
  await generateProjects(work, apps, { 'vite-react-headless': ['--networks', 'mainnet', '--project-id', DEVNET_PROJECT_ID] });
  const relay = (await starting).relay;
  if (!relay) throw new Error('The devnet runs no WalletConnect relay');
  const build = await exec('npm', ['run', 'build'], join(apps, 'vite-react-headless-app'), {
    VITE_CONNECT_DEVNET_URL: server.origin,
    VITE_CONNECT_DEVNET_RELAY_URL: relay.url,
  });
  expect(build).not.toMatch(/\berror\b/i);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await devnet?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function wcWallet(action: 'pair' | 'state', body?: unknown): Promise<Response> {
  if (!devnet) throw new Error('The devnet did not start');
  const url = `${devnet.apiUrl}/__devnet/wc/${action}`;
  return body === undefined ? fetch(url) : fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('vite-react-headless app: WalletConnect with its own QR code', () => {
  it('pairs the devnet test wallet from the link it shows, shows the address and signs a message, all on this machine', async (ctx) => {
    if (!built) return ctx.skip(NOT_BUILT);
    if (!server || !devnet) throw new Error('The app server or the devnet did not start');
    expect(existsSync(join(dist, 'index.html'))).toBe(true);

    browser = await launchBrowser();
    // The page may reach this machine only: a request to a hosted service fails the test below.
    await browser.context.route(/^(?!http:\/\/127\.0\.0\.1|data:)/, (route) => route.abort());
    const page = await browser.context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    await page.goto(server.origin);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-walletConnect').click();
    await page.getByTestId('walletconnect-panel').waitFor();
    const field = page.getByTestId('walletconnect-uri');
    await expect.poll(() => field.getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    const uri = (await field.getAttribute('data-uri')) ?? '';
    expect(await field.inputValue()).toBe(uri);
    expect(await page.getByTestId('walletconnect-panel').getAttribute('data-status')).toBe('ready');
    const qr = page.getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' });
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    await page.screenshot({ path: join(process.cwd(), '.artifacts/screenshots/template-headless-walletconnect.png') });
    expect(await page.getByRole('button', { name: 'Copy the WalletConnect link' }).isEnabled()).toBe(true);

    const paired = await wcWallet('pair', { uri });
    expect(paired.status).toBe(200);
    const { address } = (await (await wcWallet('state')).json()) as { address: Address };
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address);

    await page.getByTestId('sign-message').click();
    const signed = page.getByTestId('signature');
    await signed.waitFor({ timeout: 20_000 });
    const message = (await signed.getAttribute('data-message')) ?? '';
    const signature = ((await signed.textContent()) ?? '') as Hex;
    expect(message).toBe('Hello from vite-react-headless-app');
    expect(await verifyMessage({ address, message, signature })).toBe(true);

    // The pairing went through the devnet's relay; nothing went to a hosted service.
    expect(sockets.length).toBeGreaterThan(0);
    expect(sockets.every((url) => url.startsWith(devnet?.relay?.url ?? 'none'))).toBe(true);
    expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
