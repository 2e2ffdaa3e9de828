import type * as EvmViem from './evmViem.js';

/** The viem side of the EVM writes (`evmViem.ts`), loaded once, with the first write or receipt read. */
export function loadEvmViem(): Promise<typeof EvmViem> {
  return import('./evmViem.js');
}
