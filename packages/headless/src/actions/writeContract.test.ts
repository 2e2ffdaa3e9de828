// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, devTokenAbi, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import {
  AbiFunctionNotFoundError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  UserRejectedRequestError,
  createPublicClient,
  http,
  parseEther,
} from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPendingTransactions, waitForTransactionReceipt, writeContract } from './index.js';
import { devWalletPages } from './testing/devWalletPages.js';

let chain: DevChain;
let wallet: InstalledDevWallet;
const pages = devWalletPages('write');
const account = ANVIL_ACCOUNTS[2] as Address;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => pages.closeAll());

async function connectedConfig() {
  const page = await pages.open({ chains: [chain], account });
  wallet = page.wallet;
  return page.config;
}

const count = (method: string) => wallet.control.requests.filter((name) => name === method).length;
const balanceOf = (address: Address) =>
  createPublicClient({ transport: http(chain.rpcUrl) }).readContract({ address: chain.contracts.token, abi: devTokenAbi, functionName: 'balanceOf', args: [address] });

describe('writeContract', () => {
  it('calls the function through the wallet and the tokens move', async () => {
    const config = await connectedConfig();
    const to = ANVIL_ACCOUNTS[7] as Address;
    const [fromBefore, toBefore] = await Promise.all([balanceOf(account), balanceOf(to)]);
    const hash = await writeContract(config, {
      address: chain.contracts.token,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [to, parseEther('12.5')],
      chainId: chain.chainId,
    });
    expect(getPendingTransactions(config)[0]).toMatchObject({ hash, kind: 'writeContract', functionName: 'transfer', status: 'pending' });
    const receipt = await waitForTransactionReceipt(config, { hash });
    expect(receipt.status).toBe('success');
    expect(getPendingTransactions(config)[0]?.status).toBe('confirmed');
    expect(await balanceOf(to)).toBe(toBefore + parseEther('12.5'));
    expect(await balanceOf(account)).toBe(fromBefore - parseEther('12.5'));
    expect(count('eth_sendTransaction')).toBe(1);
  });

  it('a call that would revert is reported, decoded from the abi, before the wallet is asked', async () => {
    const config = await connectedConfig();
    const balance = await balanceOf(account);
    const error = await writeContract(config, {
      address: chain.contracts.token,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [ANVIL_ACCOUNTS[7] as Address, balance + 1n],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractFunctionExecutionError);
    const revert = (error as ContractFunctionExecutionError).walk((cause) => cause instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError;
    expect(revert.data).toMatchObject({ errorName: 'ERC20InsufficientBalance', args: [account, balance, balance + 1n] });
    expect((error as ContractFunctionExecutionError).shortMessage).toContain('reverted');
    expect(count('eth_sendTransaction')).toBe(0);
    expect(getPendingTransactions(config)).toEqual([]);
  });

  it('a decline is the user-rejected error; an unknown function is refused before anything is asked', async () => {
    const config = await connectedConfig();
    wallet.control.rejectNext('eth_sendTransaction');
    await expect(
      writeContract(config, { address: chain.contracts.token, abi: devTokenAbi, functionName: 'approve', args: [ANVIL_ACCOUNTS[7] as Address, 5n] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(count('eth_sendTransaction')).toBe(1);

    const unknown = writeContract(config, {
      address: chain.contracts.token,
      abi: devTokenAbi,
      functionName: 'burn' as 'approve',
      args: [ANVIL_ACCOUNTS[7] as Address, 5n],
    });
    await expect(unknown).rejects.toBeInstanceOf(AbiFunctionNotFoundError);
    expect(count('eth_sendTransaction')).toBe(1);
  });

  it('identical writes while the wallet prompt is open send once', async () => {
    const config = await connectedConfig();
    wallet.control.setPromptDelay(200);
    const write = () =>
      writeContract(config, { address: chain.contracts.token, abi: devTokenAbi, functionName: 'transfer', args: [ANVIL_ACCOUNTS[8] as Address, 1n] });
    const hashes = await Promise.all([write(), write(), write()]);
    expect(new Set(hashes).size).toBe(1);
    expect(count('eth_sendTransaction')).toBe(1);
    await expect.poll(() => getPendingTransactions(config).map((transaction) => transaction.status)).toEqual(['confirmed']);
  });
});
