import { erc20Abi, formatUnits } from 'viem';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS } from '../chain/accounts.js';
import { ReplyError, errorReply, jsonReply } from './ApiReply.js';
import { DEV_TOKEN, IDENTITY_FIXTURES, NATIVE_CURRENCY, USD_PRICES, USD_TOKEN } from './apiFixtures.js';
import type { DevnetApiState, DevnetChainHandle } from './DevnetApiState.js';
import { parseAccountParam } from './parseAccountParam.js';
import { solanaBalances } from './solanaBalances.js';
import type { Route } from './Route.js';
import { toHistoryEntry } from './toHistoryEntry.js';

/** Entries per history page. */
export const HISTORY_PAGE_SIZE = 20;

/** Sort key of a history entry: block time, chain position, block number, index in block; all descending. */
type HistoryKey = readonly [number, number, number, number];

function compareNewestFirst(a: HistoryKey, b: HistoryKey): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (b[index] ?? 0) - (a[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function encodeCursor(key: HistoryKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): HistoryKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 4 && value.every((part) => Number.isSafeInteger(part))) {
      return value as unknown as HistoryKey;
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new ReplyError(errorReply(400, 'Invalid cursor'));
}

/** The chains a request asks about: the one named (none if the devnet does not run it), or all of them. */
function targetChains(state: DevnetApiState, chainId: string | null | undefined): readonly DevnetChainHandle[] {
  if (chainId === null || chainId === undefined || chainId === '') return state.chains;
  const chain = state.chainFor(chainId);
  return chain ? [chain] : [];
}

/** The account's balances on a chain: ETH, DEV and USDD (6 decimals), each only when held. */
async function balancesOn(chain: DevnetChainHandle, address: Address, state: DevnetApiState) {
  const { token, usdToken } = chain.devChain.contracts;
  const [native, dev, usd] = await Promise.all([
    chain.client.getBalance({ address }),
    chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    chain.client.readContract({ address: usdToken, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
  ]);
  const entry = (asset: { name: string; symbol: string; decimals: number }, amount: bigint, tokenAddress?: string) => {
    const numeric = formatUnits(amount, asset.decimals);
    const price = USD_PRICES[asset.symbol] ?? 0;
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: chain.caipNetworkId,
      ...(tokenAddress === undefined ? {} : { address: tokenAddress }),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: state.imageUrl('token', asset.symbol),
    };
  };
  // Like the hosted service, only what the account holds is listed.
  return [
    ...(native > 0n ? [entry(NATIVE_CURRENCY, native)] : []),
    ...(dev > 0n ? [entry(DEV_TOKEN, dev, `${chain.caipNetworkId}:${token}`)] : []),
    ...(usd > 0n ? [entry(USD_TOKEN, usd, `${chain.caipNetworkId}:${usdToken}`)] : []),
  ];
}

/** Balance, history, identity and supported chains, read from the devnet chains. */
export const accountRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/supported-chains$/,
    handle: ({ state }) => {
      const ids = state.chains.map((chain) => chain.caipNetworkId);
      return jsonReply(200, { http: ids, ws: ids });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/account\/([^/]+)\/balance$/,
    async handle({ params, query, state }) {
      const chainId = query.get('chainId');
      // The devnet's Solana engine lists SOL and the SPL tokens an account holds there.
      if (chainId && state.solana && chainId === state.solana.caipNetworkId) {
        return jsonReply(200, { balances: solanaBalances(state.solana, params[0], state) });
      }
      // Unsupported networks return empty results, whatever their addresses look like (a Solana account).
      if (chainId && !state.chainFor(chainId)) return jsonReply(200, { balances: [] });
      const { address, network } = parseAccountParam(params[0]);
      const currency = query.get('currency') ?? 'usd';
      if (currency !== 'usd') return errorReply(400, 'Unsupported currency');
      const chains = targetChains(state, query.get('chainId') ?? network);
      const balances = (await Promise.all(chains.map((chain) => balancesOn(chain, address, state)))).flat();
      return jsonReply(200, { balances });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/account\/([^/]+)\/history$/,
    async handle({ params, query, state }) {
      const { address, network } = parseAccountParam(params[0]);
      const cursorParam = query.get('cursor');
      const after = cursorParam === null || cursorParam === '' ? undefined : decodeCursor(cursorParam);
      const chains = targetChains(state, query.get('chainId') ?? network);
      // Indexing on every request means a transfer mined a moment ago is already listed.
      await Promise.all(chains.map((chain) => chain.indexer.sync()));
      const rows = chains
        .flatMap((chain) =>
          chain.indexer.transactionsOf(address).map((tx) => ({
            key: [tx.timestamp, -state.chains.indexOf(chain), Number(tx.blockNumber), tx.transactionIndex] as HistoryKey,
            entry: () => toHistoryEntry(tx, address, chain, state),
          })),
        )
        .sort((a, b) => compareNewestFirst(a.key, b.key))
        .filter((row) => after === undefined || compareNewestFirst(row.key, after) > 0);
      const page = rows.slice(0, HISTORY_PAGE_SIZE);
      const last = page.at(-1);
      const next = rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last.key) : null;
      return jsonReply(200, { data: page.map((row) => row.entry()), next });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/identity\/([^/]+)$/,
    handle({ params, state }) {
      const { address } = parseAccountParam(params[0]);
      const fixture = IDENTITY_FIXTURES.find((item) => ANVIL_ACCOUNTS[item.accountIndex]?.toLowerCase() === address.toLowerCase());
      if (fixture) {
        return jsonReply(200, {
          name: fixture.name,
          avatar: fixture.avatarId === null ? null : state.imageUrl('asset', fixture.avatarId),
        });
      }
      const registered = state.names.reverse(address)[0];
      return jsonReply(200, { name: registered?.name ?? null, avatar: null });
    },
  },
];
