import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { DEVNET_PROJECT_ID, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { launchBrowser } from '../e2e/browser.js';
import { accessibilityProblems, addDevWallet, connectDevWalletInModal, devWalletState, offMachine, pairWalletConnectInModal, pickDevWalletInModal, switchNetworkInModal, watchedPage, wcWallet } from './appBrowser.js';
import { repoRoot, tempDir } from './runCli.js';
import { sendUsddInHeadlessForm } from './sendChecks.js';
import { pageSignIn, signInInModal, signInOverHttp, signViewAsks } from './siwxChecks.js';
import { PACKAGES, exec, pinnedSiwx, startAppProcess, startAppServer } from './templateApps.js';
import type { AppProcess, AppServer } from './templateApps.js';
import { expectWagmiPanel, fund } from './wagmiChecks.js';

/**
 * From a clone to running apps, as docs/cli.md gives it: `npm run create -- <folder>` at the repository's root
 * writes each template's app into a temporary folder with the packages of this checkout packed into it and
 * installed, with no further step. Each app then builds and passes its own tests with its own scripts. The
 * vite-react and next-app apps, built against a devnet, connect the dev wallet in Chromium and pair the devnet's
 * WalletConnect test wallet through the devnet's relay; the next-app app renders the remembered connection on
 * the server from cookies and hydrates it with no warning; the headless app pairs through the QR code it draws
 * itself, signs, and sends a token with its own form. With the siwx feature, the next-app app signs in through its own backend route and keeps the
 * session over a reload, the vite-react and headless apps ask to sign in after connecting, and the vite-react
 * app's backend plugin verifies a real signature on `vite preview`. The vite-react-wagmi app, on `vite preview`,
 * connects and signs in through the modal, and its wagmi hooks show the wallet's account and chain and the node's
 * balance, following a switch made in the modal. Every page passes axe-core, light and dark, and nothing leaves
 * this machine.
 */

/** Each template, with the flags it is created with. The devnet's relay, like the hosted one, wants a 32-hex project id. */
const APPS = {
  'vite-react': ['--networks', 'mainnet,base', '--features', 'receive,history,siwx', '--theme', 'dark', '--accent', '#7c3aed', '--project-id', DEVNET_PROJECT_ID],
  'vite-react-headless': ['--networks', 'mainnet', '--features', 'receive,send,history,siwx', '--project-id', DEVNET_PROJECT_ID],
  'vite-react-wagmi': ['--networks', 'base,mainnet', '--features', 'receive,history,siwx', '--project-id', DEVNET_PROJECT_ID],
  vanilla: ['--networks', 'optimism,bitcoin', '--features', 'history'],
  'next-app': ['--networks', 'base,mainnet', '--features', 'receive,siwx', '--project-id', DEVNET_PROJECT_ID],
} as const;
type Template = keyof typeof APPS;

const work = tempDir('generated-apps-');
const appDir = (template: Template) => join(work, `${template}-app`);

let devnet: Devnet | undefined;
/** Servers of the Vite apps' builds; each forwards what is not a file of the build to the devnet. */
const viteServers = new Map<Template, AppServer>();
/** The app servers started (`next start`, `next dev`, `vite preview`), stopped at the end. */
const appProcesses: ChildProcess[] = [];
/** The browsers opened, one per visitor (each its own profile: storage and cookies apart), closed at the end. */
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];

/** A new visitor: a fresh browser profile that may reach this machine only (anything else is refused). */
async function visitor(options: { devWallet: boolean }) {
  const browser = await launchBrowser();
  browsers.push(browser);
  await browser.context.route(/^(?!http:\/\/127\.0\.0\.1|data:)/, (route) => route.abort());
  if (options.devWallet) await addDevWallet(browser.context, requireDevnet());
  return browser.context;
}

/** Next.js's telemetry would call a hosted service: off, as for everything here. */
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

function requireDevnet(): Devnet {
  if (!devnet) throw new Error('The devnet did not start');
  return devnet;
}

function relayUrl(): string {
  const url = requireDevnet().relay?.url;
  if (!url) throw new Error('The devnet runs no WalletConnect relay');
  return url;
}

/**
 * Starts the next-app app, built (`next start`) or in development (`next dev`, React's development build, which
 * reports any hydration mismatch in the console), against the devnet, and waits until it answers. Its sign-in
 * backend is pinned to the origin it serves (SIWX_DOMAIN, SIWX_URI), as a deployment pins its own.
 */
async function startNext(mode: 'start' | 'dev'): Promise<AppProcess> {
  const app = await startAppProcess(
    appDir('next-app'),
    'next',
    (port) => [mode, '-p', String(port), '-H', '127.0.0.1'],
    (origin) => ({ ...devnetBuildEnv('next-app'), ...pinnedSiwx(origin), NODE_ENV: mode === 'dev' ? 'development' : 'production' }),
  );
  appProcesses.push(app.process);
  return app;
}

/** Starts `vite preview` of a Vite app's build, which serves its sign-in backend too (`env` takes the origin). */
async function startVitePreview(template: Template, env: (origin: string) => Record<string, string>): Promise<AppProcess> {
  const app = await startAppProcess(appDir(template), 'vite', (port) => ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], env);
  appProcesses.push(app.process);
  return app;
}

beforeAll(async () => {
  // The devnet's chains and relay start while the apps are written and installed.
  const starting = startDevnet({ pages: {} }).then((started) => (devnet = started));
  for (const [template, flags] of Object.entries(APPS)) {
    // Packages npm already has are taken from its cache without asking the registry again.
    const output = await exec('npm', ['run', 'create', '--', appDir(template as Template), '--yes', '--template', template, ...flags], repoRoot, {
      npm_config_prefer_offline: 'true',
    });
    expect(output).toContain(`Created ${template}-app (${template})`);
    // Installed already: the next steps go straight to the dev server.
    expect(output.slice(output.indexOf('Next:'))).not.toContain('npm install');
  }
  await starting;
  for (const template of ['vite-react', 'vite-react-headless'] as const) {
    viteServers.set(template, await startAppServer(join(appDir(template), 'dist'), () => devnet?.apiUrl));
  }
}, 900_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await Promise.all(appProcesses.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve).kill()) : undefined)));
  for (const server of viteServers.values()) await server.close();
  await devnet?.stop();
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
});

/** The environment a template's build takes to run against the devnet (its relay included). */
function devnetBuildEnv(template: Template): Record<string, string> {
  if (template === 'next-app') {
    return { ...NEXT_ENV, NEXT_PUBLIC_CONNECT_DEVNET_URL: requireDevnet().apiUrl, NEXT_PUBLIC_CONNECT_DEVNET_RELAY_URL: relayUrl() };
  }
  // Served by `vite preview` with its sign-in backend, on an origin of its own: the devnet is reached directly.
  if (template === 'vite-react-wagmi') return { VITE_CONNECT_DEVNET_URL: requireDevnet().apiUrl, VITE_CONNECT_DEVNET_RELAY_URL: relayUrl() };
  const server = viteServers.get(template);
  return server ? { VITE_CONNECT_DEVNET_URL: server.origin, VITE_CONNECT_DEVNET_RELAY_URL: relayUrl() } : {};
}

describe('apps generated with npm run create', () => {
  it.each([
    ['vite-react', ['headless', 'renderer-default', 'siwx', 'themes']],
    ['vite-react-wagmi', ['headless', 'renderer-default', 'siwx', 'themes', 'wagmi']],
  ] as const)('%s: take the packages of this checkout from tarballs in the app, installed, not linked', (template, names) => {
    const app = appDir(template);
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const own = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@connect-modal/'));
    expect(own.map((name) => name.slice('@connect-modal/'.length)).sort()).toEqual(names);
    expect(PACKAGES).toEqual(expect.arrayContaining([...names]));
    for (const name of names) {
      const { version } = JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as { version: string };
      const spec = `file:local-packages/connect-modal-${name}-${version}.tgz`;
      expect(pkg.dependencies[`@connect-modal/${name}`]).toBe(spec);
      expect(existsSync(join(app, spec.slice('file:'.length)))).toBe(true);
      const installed = JSON.parse(readFileSync(join(app, 'node_modules', '@connect-modal', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version).toBe(version);
      // The tarball carries the build only: the app stands on its own, without the checkout's sources.
      expect(existsSync(join(app, 'node_modules', '@connect-modal', name, 'src'))).toBe(false);
    }
    const lock = readFileSync(join(app, 'package-lock.json'), 'utf8');
    expect(lock).toContain(`"resolved": "${pkg.dependencies['@connect-modal/headless']}"`);
  });

  for (const template of Object.keys(APPS) as Template[]) {
    it(`${template}: builds and passes its own tests`, async () => {
      const dir = appDir(template);
      const build = await exec('npm', ['run', 'build'], dir, devnetBuildEnv(template));
      expect(build).not.toMatch(/\berror\b/i);
      if (template === 'next-app') {
        expect(existsSync(join(dir, '.next', 'BUILD_ID'))).toBe(true);
        // Rendered per request (it reads the cookies), never prerendered with one visitor's state.
        expect(build).toMatch(/ƒ \/\s/);
      } else {
        expect(existsSync(join(dir, 'dist', 'index.html'))).toBe(true);
        expect(readdirSync(join(dir, 'dist', 'assets')).some((name) => name.endsWith('.css'))).toBe(true);
      }
      // The app's own tests run without the devnet variables: its config test checks the hosted services.
      const test = await exec('npm', ['test'], dir, template === 'next-app' ? NEXT_ENV : {});
      expect(test).toMatch(/Tests\s+\d+ passed/);
      expect(test).not.toMatch(/failed/);
    }, 300_000);
  }

  it("vite-react: `vite preview` serves the sign-in backend, pinned to the preview's own origin", async () => {
    const devnet = requireDevnet();
    // The devnet's chains are allowed when its URL is set, as for the app itself.
    const { origin, process: child } = await startVitePreview('vite-react', () => ({ VITE_CONNECT_DEVNET_URL: devnet.apiUrl }));
    const signedIn = await signInOverHttp(origin, 'eip155:31337');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session).toMatchObject({ address: devnet.account, chainId: 'eip155:31337' });
    expect((await fetch(`${origin}/api/siwx/session?id=${signedIn.body.session?.id ?? ''}`)).status).toBe(200);
    expect(await signInOverHttp(origin, 'eip155:31337', 'elsewhere.example')).toMatchObject({ status: 401, body: { error: { code: 'DOMAIN_MISMATCH' } } });
    expect(await signInOverHttp(origin, 'eip155:11155111')).toMatchObject({ status: 401, body: { error: { code: 'CHAIN_NOT_ALLOWED' } } });
    await new Promise((resolve) => child.once('exit', resolve).kill());
  }, 120_000);
});

describe('generated apps in Chromium against the devnet', () => {
  it('vite-react: connects the dev wallet in the dark theme, pairs WalletConnect through the devnet relay, and passes axe', async () => {
    const devnet = requireDevnet();
    const server = viteServers.get('vite-react');
    if (!server) throw new Error('The app server did not start');
    const watched = await watchedPage(await visitor({ devWallet: true }));
    const { page } = watched;
    await page.goto(server.origin);
    await expect.poll(() => page.title()).toBe('vite-react-app');
    expect(await accessibilityProblems(page)).toEqual([]);
    await connectDevWalletInModal(page, devnet);
    // Sign-in (siwx) asks at once, in the modal's sign view. It is not required: Cancel closes it, and the page
    // shows the account as not signed in, with a button to sign in later.
    await signViewAsks(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByTestId('siwx-cancel').click();
    await page.getByTestId('siwx-view').waitFor({ state: 'detached' });
    expect(await pageSignIn(page)).toBe('needed');
    expect(await page.getByTestId('siwx-button').textContent()).toBe('Sign in');
    expect(await accessibilityProblems(page)).toEqual([]);
    // Pressed again, the button opens the account view, in the chosen dark theme.
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-view').waitFor();
    expect(await page.locator('[data-connect-modal]').first().getAttribute('data-theme')).toBe('dark');
    await page.screenshot({ path: join(repoRoot, '.artifacts/screenshots/app-vite-react-connected.png') });

    // Another visitor, with no browser wallet: WalletConnect through the devnet's relay.
    const other = await watchedPage(await visitor({ devWallet: false }));
    await other.page.goto(server.origin);
    await pairWalletConnectInModal(other.page, devnet);
    expect(other.sockets.length).toBeGreaterThan(0);
    expect(other.sockets.every((url) => url.startsWith(relayUrl()))).toBe(true);
    await other.page.close();

    for (const seen of [watched, other]) {
      expect(offMachine(seen.requests)).toEqual([]);
      expect(seen.problems).toEqual([]);
    }
  }, 180_000);

  it('next-app: signs in through its backend route and keeps the session over a reload; renders the remembered connection on the server from cookies and hydrates with no warning; pairs WalletConnect', async () => {
    const devnet = requireDevnet();
    const { origin } = await startNext('start');
    const context = await visitor({ devWallet: true });
    const watched = await watchedPage(context);
    const { page } = watched;

    const first = await page.goto(origin);
    const firstHtml = (await first?.text()) ?? '';
    expect(firstHtml).toContain('No wallet connected');
    expect(firstHtml).not.toContain(devnet.account);
    expect(await page.title()).toBe('next-app-app');
    await connectDevWalletInModal(page, devnet);
    // Sign-in (siwx): the modal's sign view asks; Sign has the dev wallet sign and the app's route verify.
    await signViewAsks(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await signInInModal(page);
    expect(await page.getByTestId('siwx-state').textContent()).toBe('Signed in');
    const sessions = (await (await fetch(`${origin}/api/siwx/sessions?address=${devnet.account}`)).json()) as { sessions: { chainId: string }[] };
    expect(sessions.sessions.map((session) => session.chainId)).toEqual(['eip155:31337']);
    // The route is pinned to the page's origin (SIWX_DOMAIN), not to its default, http://localhost:3000.
    expect(await signInOverHttp(origin, 'eip155:31337', 'localhost:3000')).toMatchObject({ status: 401, body: { error: { code: 'DOMAIN_MISMATCH' } } });
    expect(await accessibilityProblems(page)).toEqual([]);

    // A reload: the server reads the connection from the cookies and renders the account (as reconnecting,
    // until the browser has asked the wallet again); the page hydrates that HTML and then shows it connected.
    const again = await page.reload();
    const serverHtml = (await again?.text()) ?? '';
    expect(serverHtml).toContain(devnet.account);
    expect(serverHtml).toContain('Reconnecting');
    expect(serverHtml).toContain('Devnet 31337');
    await expect.poll(() => page.getByTestId('account-panel').getAttribute('data-status'), { timeout: 20_000 }).toBe('connected');
    expect(await page.getByTestId('account-address').textContent()).toBe(devnet.account);
    // The session is found again at the route: signed in, and the modal does not ask again.
    await expect.poll(() => pageSignIn(page), { timeout: 20_000 }).toBe('signedIn');
    expect(await page.getByTestId('siwx-view').count()).toBe(0);
    await page.screenshot({ path: join(repoRoot, '.artifacts/screenshots/app-next-connected.png') });

    // Two visitors at once: a request without the cookies sees nothing of this connection.
    const [withCookies, without] = await Promise.all([
      fetch(origin, { headers: { cookie: (await context.cookies(origin)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } }).then((reply) => reply.text()),
      fetch(origin).then((reply) => reply.text()),
    ]);
    expect(withCookies).toContain(devnet.account);
    expect(without).not.toContain(devnet.account);
    expect(without).toContain('No wallet connected');

    // The same page from `next dev`, whose React reports hydration mismatches: the visitor's cookies render the
    // account on the server, and the page hydrates with no warning.
    const dev = await startNext('dev');
    const devPage = await watchedPage(context);
    const devHtml = (await (await devPage.page.goto(dev.origin))?.text()) ?? '';
    expect(devHtml).toContain(devnet.account);
    // The reconnect starts after mount, so its outcome comes after hydration, and React reports a mismatch while
    // it hydrates. (This origin has another port, so the dev wallet, whose grants are per origin as an
    // extension's are, has not authorised it: the reconnect ends disconnected, without a prompt.)
    await expect
      .poll(() => devPage.page.getByTestId('account-panel').getAttribute('data-status'), { timeout: 60_000 })
      .toMatch(/^(connected|disconnected)$/);
    expect(devPage.problems).toEqual([]);
    expect(offMachine(devPage.requests)).toEqual([]);
    await devPage.page.close();

    const other = await watchedPage(await visitor({ devWallet: false }));
    await other.page.goto(origin);
    await pairWalletConnectInModal(other.page, devnet);
    expect(other.sockets.length).toBeGreaterThan(0);
    expect(other.sockets.every((url) => url.startsWith(relayUrl()))).toBe(true);
    await other.page.close();

    for (const seen of [watched, other]) {
      expect(offMachine(seen.requests)).toEqual([]);
      // A hydration mismatch would show here, as React's console error.
      expect(seen.problems).toEqual([]);
    }
  }, 180_000);

  it('vite-react-headless: pairs through its own QR code and link, shows the address, asks to sign in in its own dialog, signs a message, and sends USDD with its own form', async () => {
    const devnet = requireDevnet();
    const server = viteServers.get('vite-react-headless');
    if (!server) throw new Error('The app server did not start');
    const watched = await watchedPage(await visitor({ devWallet: false }));
    const { page } = watched;
    await page.goto(server.origin);
    expect(await accessibilityProblems(page)).toEqual([]);
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
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: join(repoRoot, '.artifacts/screenshots/template-headless-walletconnect.png') });
    expect(await page.getByRole('button', { name: 'Copy link for WalletConnect' }).isEnabled()).toBe(true);

    expect((await wcWallet(devnet, 'pair', { uri })).status).toBe(200);
    const { address } = (await (await wcWallet(devnet, 'state')).json()) as { address: Address };
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address);
    // Sign-in (siwx) asks at once, in the app's own dialog, which the connection had just closed; "Not now"
    // closes it again and the account card says the account is not signed in.
    await page.getByTestId('siwx-view').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Sign in to vite-react-headless-app' }).isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByTestId('siwx-cancel').click();
    await expect.poll(() => page.getByTestId('wallet-dialog').evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
    expect(await pageSignIn(page)).toBe('needed');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByTestId('sign-message').click();
    const signed = page.getByTestId('signature');
    await signed.waitFor({ timeout: 20_000 });
    const message = (await signed.getAttribute('data-message')) ?? '';
    const signature = ((await signed.textContent()) ?? '') as Hex;
    expect(message).toBe('Hello from vite-react-headless-app');
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    await sendUsddInHeadlessForm(page, devnet, watched.problems);

    expect(watched.sockets.length).toBeGreaterThan(0);
    expect(watched.sockets.every((url) => url.startsWith(relayUrl()))).toBe(true);
    expect(offMachine(watched.requests)).toEqual([]);
    expect(watched.problems).toEqual([]);
  }, 180_000);
  it("vite-react-wagmi: on `vite preview`, connects the dev wallet in the modal and signs in; wagmi's hooks show the wallet's account and chain and the node's balance, and follow a switch in the modal", async () => {
    const devnet = requireDevnet();
    // Odd amounts, every digit significant, unlike on the two chains: a rounded read, or one of the other chain, shows.
    await fund(devnet, 31337, devnet.account, 1_234_567_890_123_456_789n);
    await fund(devnet, 31338, devnet.account, 98_765_432_109_876_543n);
    const { origin } = await startVitePreview('vite-react-wagmi', (served) => ({ ...devnetBuildEnv('vite-react-wagmi'), ...pinnedSiwx(served) }));
    const watched = await watchedPage(await visitor({ devWallet: true }));
    const { page } = watched;
    await page.goto(origin);
    // wagmi's reconnect on load finds nothing in the modal: disconnected, as the modal is.
    await expect.poll(() => page.getByTestId('account-panel').getAttribute('data-status')).toBe('disconnected');
    expect(await accessibilityProblems(page)).toEqual([]);
    await pickDevWalletInModal(page);
    // Sign-in (siwx) asks at once; the app's backend on `vite preview`, pinned to its origin, verifies the signature.
    await signViewAsks(page);
    await signInInModal(page);
    expect(await page.getByTestId('siwx-state').textContent()).toBe('Signed in');
    const wallet = await devWalletState(page);
    expect(wallet).toMatchObject({ account: devnet.account, chainId: 31337 });
    await expectWagmiPanel(page, devnet, { address: wallet.account, chainId: wallet.chainId, network: 'Devnet 31337' });
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: join(repoRoot, '.artifacts/screenshots/app-vite-react-wagmi-connected.png') });

    // A switch in the modal: wagmi's chain follows, with the balance there. A session is per chain: not signed in there.
    await switchNetworkInModal(page, 31338);
    await expectWagmiPanel(page, devnet, { address: devnet.account, chainId: 31338, network: 'Devnet 31338' });
    await expect.poll(() => pageSignIn(page), { timeout: 20_000 }).toBe('needed');
    expect(offMachine(watched.requests)).toEqual([]);
    expect(watched.problems).toEqual([]);
  }, 180_000);
});
