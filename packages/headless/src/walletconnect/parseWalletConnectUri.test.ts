import { describe, expect, it } from 'vitest';
import { parseWalletConnectUri } from './parseWalletConnectUri.js';

const TOPIC = 'a1'.repeat(32);
const KEY = 'b2'.repeat(32);

describe('parseWalletConnectUri', () => {
  it('reads topic, version, key, relay protocol and expiry', () => {
    expect(parseWalletConnectUri(`wc:${TOPIC}@2?expiryTimestamp=1800000000&relay-protocol=irn&symKey=${KEY}`)).toEqual({
      topic: TOPIC,
      version: 2,
      symKey: KEY,
      relayProtocol: 'irn',
      expiryTimestamp: 1_800_000_000,
    });
    expect(parseWalletConnectUri(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}`).expiryTimestamp).toBeUndefined();
  });

  it.each([
    ['not a string', 42],
    ['another scheme', `https://${TOPIC}`],
    ['version 1', `wc:${TOPIC}@1?bridge=x&key=${KEY}`],
    ['a short topic', `wc:abc@2?relay-protocol=irn&symKey=${KEY}`],
    ['no key', `wc:${TOPIC}@2?relay-protocol=irn`],
    ['a bad key', `wc:${TOPIC}@2?relay-protocol=irn&symKey=zz`],
    ['no relay protocol', `wc:${TOPIC}@2?symKey=${KEY}`],
    ['a bad expiry', `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=soon`],
    ['an oversized URI', `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&x=${'y'.repeat(3000)}`],
  ])('refuses %s', (_name, uri) => {
    expect(() => parseWalletConnectUri(uri)).toThrow(expect.objectContaining({ name: 'WalletConnectError', code: 'WC_INVALID_URI' }));
  });
});
