// The hostile answers of the browser suite: per case, what the blockchain API (balances, history and the rest),
// the wallet directory and the EVM RPC answer. Every case leaves each data view without a value it may show,
// so each must show its error state; none may show a number it does not know.
import type { Answer, Reply, RpcResult, ServiceKind } from './hostileServicesServer.js';

/** Chain id of the devnet's first chain, as eth_chainId answers it. */
const CHAIN_ID_HEX = '0x7a69';
const ONE_MB = 1024 * 1024;
const ENTRIES = 100_000;

const json = (value: unknown, status = 200): Reply => ({ status, body: JSON.stringify(value) });
const raw = (body: string | Buffer, status = 200, headers: Record<string, string> = {}): Reply => ({ status, body, headers });

const balance = (numeric: string, extra: Record<string, unknown> = {}) => ({
  symbol: 'ETH',
  name: 'Ether',
  chainId: 'eip155:31337',
  quantity: { numeric, decimals: '18' },
  price: 3000,
  value: 3000,
  iconUrl: '',
  ...extra,
});
const transaction = (numeric: string, extra: Record<string, unknown> = {}, id = '0xabc', minedAt = '2026-01-01T00:00:00Z') => ({
  id,
  metadata: { operationType: 'receive', minedAt, sentFrom: '0x1', sentTo: '0x2', status: 'confirmed' },
  transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric }, price: 3000, value: 3000, ...extra }],
});
const wallet = (index: number) => ({ id: `w${index}`, name: `Wallet ${index}`, image_id: 'i', rdns: null, chains: ['eip155:31337'] });

let big: { balances: Buffer; history: Buffer; wallets: Buffer; rpc: Buffer; mega: string } | undefined;
/** The large bodies, built once: 100,000-entry arrays and a 1 MB string. */
function bigBodies() {
  big ??= {
    balances: Buffer.from(JSON.stringify({ balances: Array.from({ length: ENTRIES }, () => balance('1')) })),
    history: Buffer.from(JSON.stringify({ data: Array.from({ length: ENTRIES }, () => transaction('1')), next: null })),
    wallets: Buffer.from(JSON.stringify({ data: Array.from({ length: ENTRIES }, (_, index) => wallet(index)), count: ENTRIES })),
    rpc: Buffer.from(JSON.stringify(Array.from({ length: ENTRIES }, (_, index) => ({ jsonrpc: '2.0', id: index, result: '0x1' })))),
    mega: '1'.repeat(ONE_MB),
  };
  return big;
}

/** Answers of the data services in a case about values: a balance read, the balances, the history, the directory. */
interface ValueAnswers {
  readonly rpcBalance: () => Reply | RpcResult;
  readonly balances: () => Reply;
  readonly history: () => Reply;
  readonly wallets: () => Reply;
}

/** A case about values: the RPC serves the right chain, every data answer is of a value nobody knows. */
function values(answers: ValueAnswers): Answer {
  return (kind: ServiceKind, method: string | undefined) => {
    if (kind === 'rpc') return method === 'eth_chainId' ? { rpcResult: CHAIN_ID_HEX } : answers.rpcBalance();
    if (kind === 'balances') return answers.balances();
    if (kind === 'history') return answers.history();
    if (kind === 'wallets') return answers.wallets();
    return json({ unexpected: true });
  };
}

/** A case about transport: every service answers the same way. */
const everywhere = (reply: () => Reply): Answer => () => reply();

let failures = 0;

/** The cases, by name, in the order they start (the slowest first). */
export const HOSTILE_CASES: Readonly<Record<string, Answer>> = {
  // Each read waits out its 10 s limit, 4 times (3 retries): the error state comes after about 45 s.
  hang: everywhere(() => 'hang'),
  '429 Retry-After 3600 s': everywhere(() => raw('{"error":"slow down"}', 429, { 'retry-after': '3600' })),
  '429 Retry-After as a date': everywhere(() => raw('{"error":"slow down"}', 429, { 'retry-after': new Date(Date.now() + 3_600_000).toUTCString() })),
  '429 Retry-After absurd': everywhere(() => raw('{"error":"slow down"}', 429, { 'retry-after': '9'.repeat(40) })),
  '5xx': everywhere(() => raw('{"error":"boom"}', [500, 502, 503][failures++ % 3] ?? 500)),
  'malformed JSON': everywhere(() => raw('{"data": [1, 2,')),
  'wrong shapes': values({
    rpcBalance: () => ({ rpcResult: { balance: '1' } }),
    balances: () => json({ balances: { ETH: 1 } }),
    history: () => json({ data: { transactions: [] }, next: 7 }),
    wallets: () => json({ data: 'wallets', count: 'many' }),
  }),
  '100,000-entry arrays': values({
    rpcBalance: () => raw(bigBodies().rpc),
    balances: () => raw(bigBodies().balances),
    history: () => raw(bigBodies().history),
    wallets: () => raw(bigBodies().wallets),
  }),
  '1 MB strings': values({
    rpcBalance: () => ({ rpcResult: `0x${bigBodies().mega}` }),
    balances: () => json({ balances: [balance(bigBodies().mega)] }),
    history: () => json({ data: [transaction(bigBodies().mega)], next: null }),
    wallets: () => json({ data: [wallet(1)], count: bigBodies().mega }),
  }),
  'negative numbers': values({
    rpcBalance: () => ({ rpcResult: '-0x1' }),
    balances: () => json({ balances: [balance('-5', { price: -1, value: -15000 })] }),
    history: () => json({ data: [transaction('-1', { value: -3000 })], next: null }),
    wallets: () => json({ data: [wallet(1)], count: -1 }),
  }),
  'NaN numbers': values({
    rpcBalance: () => ({ rpcResult: 'NaN' }),
    balances: () => json({ balances: ['NaN', 'Infinity', 'abc', ''].map((numeric) => balance(numeric)) }),
    history: () => json({ data: [transaction('NaN'), transaction('')], next: null }),
    wallets: () => json({ data: [wallet(1)], count: 'NaN' }),
  }),
  'huge numbers': values({
    // 2^400000 wei: no account can hold more than 2^256 - 1.
    rpcBalance: () => ({ rpcResult: `0x1${'0'.repeat(100_000)}` }),
    // JSON's 1e400 is Infinity once parsed.
    balances: () => raw(`{"balances":[${JSON.stringify(balance(`1${'0'.repeat(400)}`)).replace('"price":3000', '"price":1e400')}]}`),
    history: () => json({ data: [transaction(`1${'0'.repeat(400)}`)], next: null }),
    wallets: () => raw(`{"data":[${JSON.stringify(wallet(1))}],"count":1e400}`),
  }),
};

/** The case of history dates that are not dates, the rest valid: 1 ETH, one token, three transactions. */
export const UNDATED_CASE = 'dates that are not dates';

/** `minedAt` of the transactions of {@link UNDATED_CASE}: one date, two that are not. */
export const UNDATED_DATES = ['2026-01-01T00:00:00Z', 'yesterday', '1'] as const;

/** Answers of {@link UNDATED_CASE}. */
export const UNDATED_ANSWER: Answer = values({
  rpcBalance: () => ({ rpcResult: '0xde0b6b3a7640000' }),
  balances: () => json({ balances: [balance('1.5')] }),
  history: () => json({ data: UNDATED_DATES.map((minedAt, index) => transaction('1', {}, `0x${index + 1}`, minedAt)), next: null }),
  wallets: () => json({ data: [wallet(1)], count: 1 }),
});
