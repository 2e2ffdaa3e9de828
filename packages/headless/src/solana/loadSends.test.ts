import { describe, expect, it } from 'vitest';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import { getSolanaMaxSendable, sendSolana } from './index.js';

describe('the solana adapter’s sends', () => {
  it('loads the very sendSolana and getSolanaMaxSendable of the solana entry, once for every adapter', async () => {
    const first = await createSolanaAdapter().loadSends();
    const second = await createSolanaAdapter().loadSends();
    expect(first.sendSolana).toBe(sendSolana);
    expect(first.getSolanaMaxSendable).toBe(getSolanaMaxSendable);
    expect(second).toBe(first);
  });
});
