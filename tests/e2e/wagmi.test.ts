import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, getAddress, http, verifyTypedData } from 'viem';
import type { Address, Hex } from 'viem';
import { ANVIL_ACCOUNTS, startDevnet } from '@connect-modal/devnet';
import type { Devnet } from '@connect-modal/devnet';
import { auditPage } from './axe.js';
import { launchBrowser } from './browser.js';
import { typedMail } from './fixtures/WagmiPanel.js';
import { EVM_WALLET, walletControl } from './siwxPage.js';
import { wagmiAliases } from './wagmiVersions.js';

// A wagmi app on the devnet (tests/e2e/fixtures/wagmiApp.tsx): wagmi's React hooks beside the default modal, bundled
// once against wagmi 3 and once against wagmi 2. What the modal connects, wagmi's hooks show and write through.

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));
const ENTRY = 'tests/e2e/fixtures/wagmiApp.tsx';
const RECIPIENT = ANVIL_ACCOUNTS[6] as Address;

let devnet: Devnet;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  devnet = await startDevnet({
    chainIds: [31337, 31338],
    pages: { '/wagmi3': { entry: ENTRY, alias: wagmiAliases(3) }, '/wagmi2': { entry: ENTRY, alias: wagmiAliases(2) } },
  });
  browser = await launchBrowser();
  // Every page may reach this machine only.
  await browser.context.route(/^(?!http:\/\/127\.0\.0\.1|data:)/, (route) => route.abort());
});

afterAll(async () => {
  await browser?.close();
  await devnet?.stop();
});

const node = (chainId = 31337) => createPublicClient({ transport: http(devnet.rpcUrls[chainId]) });
const tokenBalance = (address: Address) =>
  node().readContract({ address: devnet.chains[0]!.contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

/** Opens the wagmi page on wagmi `major` with nothing remembered; `statuses` records every status wagmi showed. */
async function openWagmiPage(major: 2 | 3): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1100, height: 860 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Each status wagmi's hook renders, from the first frame of each load.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __wagmiStatuses: string[] }).__wagmiStatuses = seen;
    const look = () => {
      const status = document.querySelector('[data-testid="wagmi-status"]')?.textContent;
      if (status && seen[seen.length - 1] !== status) seen.push(status);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const query = new URLSearchParams({ token: devnet.chains[0]!.contracts.token, to: RECIPIENT });
  await page.goto(new URL(`/wagmi${major}?${query}`, devnet.url).toString());
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.reload();
  await page.getByTestId('connect-button').waitFor();
  return { page, errors };
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/** The text of `testId` once it is no longer a placeholder ('none' or 'unknown'). */
async function pollText(page: Page, testId: string): Promise<string | null> {
  await expect.poll(() => text(page, testId), { timeout: 15_000 }).not.toMatch(/^(none|unknown)$/);
  return text(page, testId);
}

function wcPost(action: string, body?: unknown): Promise<Response> {
  return fetch(`${devnet.apiUrl}/__devnet/wc/${action}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
}

async function expectWagmi(page: Page, status: string, address?: string, chainId?: number) {
  await expect.poll(() => text(page, 'wagmi-status'), { timeout: 15_000 }).toBe(status);
  if (address !== undefined) expect(await text(page, 'wagmi-address')).toBe(address);
  if (chainId !== undefined) await expect.poll(() => text(page, 'wagmi-chain'), { timeout: 15_000 }).toBe(String(chainId));
}

/** The network the modal's Account view shows, read by opening it from the button. */
async function modalNetwork(page: Page): Promise<string | null> {
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
  const network = await text(page, 'account-network');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return network;
}

async function connectDevWallet(page: Page) {
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-${EVM_WALLET}`).click();
  await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBe('true');
}

/** Transfers `amount` base units of the devnet ERC-20 with wagmi's useWriteContract and waits for the receipt hook. */
async function transferThroughWagmi(page: Page, from: Address, amount: bigint) {
  const [fromBefore, toBefore] = await Promise.all([tokenBalance(from), tokenBalance(RECIPIENT)]);
  await page.getByTestId('wagmi-amount').fill(amount.toString());
  await page.getByTestId('wagmi-transfer').click();
  await expect.poll(() => text(page, 'wagmi-receipt'), { timeout: 20_000 }).toMatch(/^success in block \d+$/);
  const hash = (await text(page, 'wagmi-hash')) as Hex;
  const receipt = await node().getTransactionReceipt({ hash });
  expect(receipt).toMatchObject({ status: 'success', from: from.toLowerCase() });
  expect(await tokenBalance(from)).toBe(fromBefore - amount);
  expect(await tokenBalance(RECIPIENT)).toBe(toBefore + amount);
}

describe.each([3, 2] as const)('wagmi %i hooks beside the default modal, on the devnet', (major) => {
  it('connect in the modal shows in wagmi; balance, contract write, receipt and typed data go through wagmi; chains follow both ways; a reload asks nothing; disconnect from either side', async () => {
    const { page, errors } = await openWagmiPage(major);
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toMatch(new RegExp(`^wagmi ${major}\\.\\d+\\.\\d+`));
    await expectWagmi(page, 'disconnected');

    // Connect the dev wallet in the default modal: wagmi's connection hook shows its address and chain.
    await connectDevWallet(page);
    const account = getAddress(devnet.account);
    await expectWagmi(page, 'connected', account, 31337);
    expect(BigInt((await pollText(page, 'wagmi-balance')) ?? '')).toBe(await node().getBalance({ address: account }));

    // useWriteContract transfers the devnet ERC-20, to the base unit; useWaitForTransactionReceipt sees it mined.
    await transferThroughWagmi(page, account, 1_005_000n);

    // useSignTypedData: a signature viem verifies for the account.
    await page.getByTestId('wagmi-sign').click();
    const signature = (await pollText(page, 'wagmi-signature')) as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyTypedData({ ...typedMail(31337), address: account, signature })).toBe(true);

    // A switch through wagmi moves the modal; a switch in the modal moves wagmi.
    await page.getByTestId('wagmi-switch-31338').click();
    await expectWagmi(page, 'connected', account, 31338);
    expect(await modalNetwork(page)).toContain('31338');
    expect(await walletControl(page, EVM_WALLET, 'state()[0].chainId')).toBe(31338);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-31337').click();
    await page.getByTestId('account-view').waitFor();
    await page.keyboard.press('Escape');
    await expectWagmi(page, 'connected', account, 31337);

    // The page and the open modal pass axe-core with wagmi's panel beside them.
    expect(await auditPage(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}wagmi${major}-connected.png` });

    // A reload: both connected again, wagmi never disconnected on the way, the wallet never asked for accounts.
    await page.reload();
    await expectWagmi(page, 'connected', account, 31337);
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBe('true');
    const statuses = (await page.evaluate('window.__wagmiStatuses')) as string[];
    expect(statuses).not.toContain('disconnected');
    const requests = await walletControl<string[]>(page, EVM_WALLET, 'requests');
    expect(requests.filter((method) => method === 'eth_requestAccounts')).toEqual([]);

    // Disconnect through wagmi: the modal is disconnected too.
    await page.getByTestId('wagmi-disconnect').click();
    await expectWagmi(page, 'disconnected');
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected')).toBeNull();

    // Connect again, disconnect in the modal: wagmi is disconnected too.
    await connectDevWallet(page);
    await expectWagmi(page, 'connected', account, 31337);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('account-disconnect').click();
    await expectWagmi(page, 'disconnected');
    expect(await text(page, 'wagmi-address')).toBe('none');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('the same through WalletConnect: pairs the devnet test wallet in the modal, then wagmi writes, waits for the receipt and signs through the session; a disconnect from the wallet disconnects wagmi', async () => {
    const { page, errors } = await openWagmiPage(major);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('wallet-walletConnect').click();
    await expect.poll(() => page.getByTestId('walletconnect-view').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    const uri = (await text(page, 'walletconnect-uri')) ?? '';
    expect((await wcPost('pair', { uri })).status).toBe(200);
    const { address } = (await (await fetch(`${devnet.apiUrl}/__devnet/wc/state`)).json()) as { address: Address };
    const account = getAddress(address);
    await expectWagmi(page, 'connected', account, 31337);
    expect(BigInt((await pollText(page, 'wagmi-balance')) ?? '')).toBe(await node().getBalance({ address: account }));

    await transferThroughWagmi(page, account, 2_500_000n);
    await page.getByTestId('wagmi-sign').click();
    const signature = (await pollText(page, 'wagmi-signature')) as Hex;
    expect(await verifyTypedData({ ...typedMail(31337), address: account, signature })).toBe(true);

    expect((await wcPost('disconnect')).status).toBe(204);
    await expectWagmi(page, 'disconnected');
    await expect.poll(() => page.getByTestId('connect-button').getAttribute('data-connected'), { timeout: 15_000 }).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
