// The corrupted values of the storage-corruption suite, by family: each family is a list of raw texts written under
// the product's keys (localStorage, and cookies of the same names) and the WalletConnect client's keys (IndexedDB).

/** A family of corruption: what it writes, and how many characters a value may have in a cookie. */
export interface CorruptionFamily {
  readonly name: string;
  /** Raw texts; key number i gets `values[i % values.length]`. */
  readonly values: readonly string[];
}

const FIVE_MB = 5_000_000;

/** A text of `length` characters that looks like the start of a JSON object and never ends. */
export function hugeValue(length: number): string {
  return `{"data":"${'x'.repeat(Math.max(0, length - 9))}`;
}

/** JSON arrays nested `depth` deep. */
function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Every family the suite writes, in order. The 5 MB family is written per key (see the suite), the others all at once. */
export const FAMILIES: readonly CorruptionFamily[] = [
  { name: 'invalid-json', values: ['{not json', '{"connectorId":', 'undefined', "{'a':1}", '[1,2,', 'NaN', '{"a":1}}'] },
  { name: 'wrong-types', values: ['42', 'true', 'null', '-1', '1e309', '"a string where an object belongs"', '0'] },
  {
    name: 'wrong-shapes',
    values: [
      '[]',
      '[1,2,3]',
      '{}',
      '{"eip155":"connected"}',
      '[{"id":1,"rdns":[]}]',
      '{"eip155":{"connectorId":42,"accounts":"0x1","status":"connected"}}',
      '{"timestamp":"now","data":[]}',
    ],
  },
  {
    name: 'prototype-pollution',
    values: [
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '[{"id":"a","__proto__":{"polluted":true}}]',
      '{"eip155":{"__proto__":{"polluted":true},"connectorId":"io.connectmodal.devwallet"}}',
      '{"prototype":{"polluted":true}}',
      '{"x":{"__proto__":{"isAdmin":true},"timestamp":1,"data":{}}}',
    ],
  },
  { name: 'lone-surrogates', values: ['"\uD800"', '{"a":"\uDC00"}', '\uD83D', '["\uDFFF\uD800"]', '"eip155:\uD800"'] },
  { name: 'null-bytes', values: ['\u0000', '"\u0000"', '{"a":"\u0000"}', 'eip155\u0000:1', '\u0000{"a":1}'] },
  { name: 'deep-nesting', values: [deeplyNested(100_000), deepObject(50_000), deeplyNested(5_000)] },
];

/** The 5 MB family: one value of five million characters. */
export const FIVE_MB_FAMILY: CorruptionFamily = { name: '5mb', values: [hugeValue(FIVE_MB)] };

/** Keys of the WalletConnect sign client kept in IndexedDB, after its own prefix and the connector's storage prefix. */
export const WALLETCONNECT_STORES = {
  core: ['keychain', 'messages', 'subscription', 'expirer', 'pairing', 'history', 'publisher'],
  client: ['session', 'proposal', 'request', 'authKeys', 'pairingTopics', 'requests'],
} as const;

/** IndexedDB database and object store of the WalletConnect client's key-value storage in browsers. */
export const WALLETCONNECT_DB = { name: 'WALLET_CONNECT_V2_INDEXED_DB', store: 'keyvaluestorage' } as const;
