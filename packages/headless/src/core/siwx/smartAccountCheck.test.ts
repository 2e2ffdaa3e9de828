import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock/index.js';
import { createManualClock } from '../clock/createManualClock.js';
import { CODE_CHECK_TIMEOUT_MS, hasContractCode } from './smartAccountCheck.js';
import type { WalletRequest } from './smartAccountCheck.js';

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** A wallet whose node holds `code` at every address, and that records what it was asked. */
function walletWithCode(code: unknown) {
  const asked: { method: string; params?: unknown }[] = [];
  const request: WalletRequest = async (args) => {
    asked.push(args);
    return code;
  };
  return { request, asked };
}

describe('hasContractCode', () => {
  it('reads the code at the address on the latest block, and takes any code for a deployed smart account', async () => {
    const wallet = walletWithCode('0x6080604052');
    expect(await hasContractCode(wallet.request, ADDRESS, systemClock)).toBe(true);
    expect(wallet.asked).toEqual([{ method: 'eth_getCode', params: [ADDRESS, 'latest'] }]);
  });

  it('says no for an address without code, an EIP-7702 delegation, and answers that are not code', async () => {
    for (const answer of ['0x', `0xef0100${'ab'.repeat(20)}`, `0xEF0100${'AB'.repeat(20)}`, '0x123', 'code', 42, null, undefined]) {
      expect(await hasContractCode(walletWithCode(answer).request, ADDRESS, systemClock)).toBe(false);
    }
  });

  it('says no when the wallet refuses the read', async () => {
    const refusing: WalletRequest = () => Promise.reject(Object.assign(new Error('Method not supported'), { code: 4200 }));
    expect(await hasContractCode(refusing, ADDRESS, systemClock)).toBe(false);
  });

  it('gives up after the timeout when the wallet never answers, and leaves no timer behind when it does', async () => {
    const clock = createManualClock();
    const pending = hasContractCode(() => new Promise(() => undefined), ADDRESS, clock);
    let settled: boolean | undefined;
    void pending.then((value) => (settled = value));
    clock.advance(CODE_CHECK_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(settled).toBeUndefined();
    clock.advance(1);
    expect(await pending).toBe(false);

    expect(await hasContractCode(walletWithCode('0x60').request, ADDRESS, clock)).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });
});
