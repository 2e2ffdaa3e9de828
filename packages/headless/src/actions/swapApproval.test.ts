import { encodeFunctionData, erc20Abi } from 'viem';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { readApproveCall } from './swapApproval.js';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const ROUTER = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' as Address;
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const approve = (spender: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });

describe('readApproveCall', () => {
  it('reads the spender of an exact approve to the token contract', () => {
    expect(readApproveCall({ to: TOKEN, data: approve(ROUTER, 250n), value: 0n }, { tokenAddress: TOKEN, amount: 250n }, 'approval')).toBe(ROUTER);
    // A reset grants 0 to the approval's spender.
    expect(readApproveCall({ to: TOKEN, data: approve(ROUTER, 0n), value: 0n }, { tokenAddress: TOKEN, amount: 0n, spender: ROUTER }, 'allowance reset')).toBe(ROUTER);
  });

  it('refuses an approval of more than is sold, to another contract, to another spender, with value, or another call', () => {
    const expected = { tokenAddress: TOKEN, amount: 250n };
    const cases: [Parameters<typeof readApproveCall>[0], Parameters<typeof readApproveCall>[1], string][] = [
      [{ to: TOKEN, data: approve(ROUTER, 2n ** 256n - 1n), value: 0n }, expected, `it approves ${2n ** 256n - 1n} base units instead of 250`],
      [{ to: OTHER, data: approve(ROUTER, 250n), value: 0n }, expected, 'it is not sent to the token contract'],
      [{ to: TOKEN, data: approve(OTHER, 0n), value: 0n }, { tokenAddress: TOKEN, amount: 0n, spender: ROUTER }, 'its spender differs from the approval'],
      [{ to: TOKEN, data: approve(ROUTER, 250n), value: 1n }, expected, 'it sends value'],
      [{ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 250n] }), value: 0n }, expected, 'it is not an ERC-20 approve'],
      [{ to: TOKEN, data: '0xdeadbeef', value: 0n }, expected, 'it is not an ERC-20 approve'],
    ];
    for (const [tx, wanted, reason] of cases) {
      expect(() => readApproveCall(tx, wanted, 'approval')).toThrow(expect.objectContaining({ code: 'SWAP_SERVICE_ERROR', message: `The swap service answered an unexpected approval transaction: ${reason}` }));
    }
  });
});
