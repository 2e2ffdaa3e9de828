// What the Solana Send browser test shares: the modal demo page with Solana and the send feature on, connected to
// the dev Solana wallet, the wallet's controls, and reads of the devnet's Solana engine through its own RPC.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Devnet } from '@connect-modal/devnet';
import type { launchBrowser } from './browser.js';
import type { SendPage } from './sendPage.js';
import { collectPageErrors, loadCleanPage } from './demoPageLoad.js';

/** Key of the dev Solana wallet's controls in `window.__devWallets`, and its connector id. */
export const SOLANA_WALLET = 'dev-solana-wallet';

const SCREENSHOTS = fileURLToPath(new URL('../../.artifacts/screenshots/', import.meta.url));

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/**
 * Opens `/modal?enable=send&namespaces=eip155,solana&theme=<theme>` with a clean slate, connects the dev Solana
 * wallet through the modal and opens the Account view of its account.
 */
export async function openSolanaConnected(browser: Browser, devnet: Devnet, theme: 'light' | 'dark', width = 1280): Promise<SendPage> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const errors = collectPageErrors(page);
  await loadCleanPage(page, new URL(`/modal?enable=send&namespaces=eip155,solana&theme=${theme}`, devnet.url).toString(), errors);
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-${SOLANA_WALLET}`).click();
  await expect.poll(() => page.evaluate("window.__connectConfig._internal.accounts.get('solana').status")).toBe('connected');
  // A connection closes the modal; the button opens it again, on Account.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByTestId('connect-button').click();
  await page.getByTestId('account-view').waitFor();
  expect(await page.getByTestId('account-name').getAttribute('title')).toBe(devnet.solana.accounts[0]);
  return { page, errors, audits: {} };
}

/** Calls a control of the dev Solana wallet on the page (`calls`, `rejectNext('solana:signAndSendTransaction')`). */
export function solanaWallet(page: SendPage['page'], call: string): Promise<unknown> {
  return page.evaluate(`window.__devWallets[${JSON.stringify(SOLANA_WALLET)}].${call}`);
}

/** How many transactions the dev Solana wallet has been asked to sign and send. */
export async function solanaSends(page: SendPage['page']): Promise<number> {
  const calls = (await solanaWallet(page, 'calls')) as { feature: string }[];
  return calls.filter((call) => call.feature === 'solana:signAndSendTransaction').length;
}

/** What a test reads from the devnet's Solana engine, through its JSON-RPC as any client would. */
export interface SolanaReader {
  readonly connection: Connection;
  lamports(address: string): Promise<bigint>;
  /** Base units in the owner's associated account of `mint`; throws when the account does not exist. */
  token(mint: string, owner: string): Promise<bigint>;
  /** Lamports an account of no data must keep (the rent-exempt minimum). */
  rentExemptMinimum(): Promise<bigint>;
}

/** Reads the Solana engine of a devnet through its RPC, never through the page. */
export function solanaReader(devnet: Devnet): SolanaReader {
  const url = new URL('/solana', devnet.url).toString();
  const connection = new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace(/^http/, 'ws') });
  return {
    connection,
    lamports: async (address) => BigInt(await connection.getBalance(new PublicKey(address))),
    async token(mint, owner) {
      const account = await getAccount(connection, getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner)));
      return account.amount;
    },
    rentExemptMinimum: async () => BigInt(await connection.getMinimumBalanceForRentExemption(0)),
  };
}
