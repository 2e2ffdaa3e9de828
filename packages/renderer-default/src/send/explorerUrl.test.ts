import { describe, expect, it } from 'vitest';
import { defineNetwork, mainnet, solana, solanaDevnet, solanaTestnet } from '@connect-modal/headless';
import { transactionExplorerUrl } from './explorerUrl.js';

const SIGNATURE = '419bWLufGujVc6wWR111sugUfkwsQFoRUDUWjQov1k4Bv6QLwGBGgZy9CXsScpiTMFBXcQD9kpTKygTvaJhNc9Fm';
const HASH = `0x${'ab'.repeat(32)}`;
const localnet = defineNetwork({
  id: '9uYmth97ZKmqqqWZiQAxkH5ScqcRe4mF',
  name: 'Solana Localnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899/'] } },
});

describe('transactionExplorerUrl', () => {
  it('links a Solana signature on its cluster, and an EVM hash, in the network’s explorer', () => {
    expect(transactionExplorerUrl(solana, SIGNATURE)).toEqual({ url: `https://solscan.io/tx/${SIGNATURE}`, name: 'Solscan' });
    expect(transactionExplorerUrl(solanaDevnet, SIGNATURE)?.url).toBe(`https://solscan.io/tx/${SIGNATURE}?cluster=devnet`);
    expect(transactionExplorerUrl(solanaTestnet, SIGNATURE)?.url).toBe(`https://solscan.io/tx/${SIGNATURE}?cluster=testnet`);
    expect(transactionExplorerUrl(mainnet, HASH)?.url).toBe(`${mainnet.blockExplorers?.default.url}/tx/${HASH}`);
  });

  it('gives no link where the network names no explorer, or one that is not a web page', () => {
    expect(transactionExplorerUrl(localnet, SIGNATURE)).toBeUndefined();
    expect(transactionExplorerUrl(undefined, SIGNATURE)).toBeUndefined();
    const scripted = { ...localnet, blockExplorers: { default: { name: 'Bad', url: 'javascript:alert(1)' } } };
    expect(transactionExplorerUrl(scripted, SIGNATURE)).toBeUndefined();
  });
});
