import { describe, expect, it } from 'vitest';
import { createFaultInjector, parseFaultResponse } from './createFaultInjector.js';

describe('createFaultInjector', () => {
  it('hands out queued answers in order to matching paths only', () => {
    const faults = createFaultInjector();
    faults.queue('/v1/', [{ status: 429 }, { status: 500 }]);
    faults.queue('/getWallets', [{ body: 'raw text' }]);
    expect(faults.pending()).toBe(3);
    expect(faults.take('/getWalletImage/x')).toBeUndefined();
    expect(faults.take('/v1/account/0x1/balance')).toEqual({ status: 429 });
    expect(faults.take('/getWallets')).toEqual({ body: 'raw text' });
    expect(faults.take('/v1/')).toEqual({ status: 500 });
    expect(faults.take('/v1/')).toBeUndefined();
    faults.queue('/e', [{ delayMs: 5 }]);
    faults.clear();
    expect(faults.pending()).toBe(0);
  });

  it('checks answers received over HTTP', () => {
    expect(parseFaultResponse({ status: 503, headers: { 'retry-after': '1' }, delayMs: 10 })).toMatchObject({ status: 503, delayMs: 10 });
    expect(parseFaultResponse({ reset: true })).toMatchObject({ reset: true });
    for (const bad of [null, [], { status: 99 }, { status: '500' }, { body: 1 }, { headers: { a: 1 } }, { delayMs: -1 }, { reset: 'yes' }]) {
      expect(parseFaultResponse(bad)).toBeUndefined();
    }
  });
});
