import type { Clock } from '../clock/index.js';

/** How long the wallet gets to read an address's code before the check gives up (the account counts as an EOA). */
export const CODE_CHECK_TIMEOUT_MS = 3_000;

/** The EIP-7702 delegation designator: an EOA that delegates to code still signs with its own key. */
const DELEGATION_DESIGNATOR = '0xef0100';

/** A request to the connected wallet (EIP-1193 shape). */
export type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>;

/**
 * Whether an EVM address is a deployed smart account on the wallet's current chain: it holds contract code, read
 * with `eth_getCode` through the wallet (which answers reads from its node). Injected wallets report every account
 * as a plain one, so this is how a smart-account wallet is told apart. An EIP-7702 delegated EOA is not one (it
 * signs with its key); a counterfactual account (ERC-6492, no code yet) cannot be told apart. A wallet that
 * refuses the read, answers nonsense or takes longer than `timeoutMs` gives false.
 */
export async function hasContractCode(request: WalletRequest, address: string, clock: Clock, timeoutMs = CODE_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = clock.setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const code = await Promise.race([request({ method: 'eth_getCode', params: [address, 'latest'] }).catch(() => undefined), timeout]);
    if (typeof code !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(code)) return false;
    return code.length > 2 && !code.toLowerCase().startsWith(DELEGATION_DESIGNATOR);
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer);
  }
}
