/** The RFC 3986 and RFC 3339 recognisers, and the chain ids, against hand-picked strings on both sides of each rule. */
import { describe, expect, it } from 'vitest';
import { namespaceOfChainId, isValidNonce, SiwxMessageError } from './index.js';
import { isAuthority, isIPv6Address, isUri } from './rfc3986.js';
import { isDateTime } from './rfc3339.js';

describe('RFC 3986 URI', () => {
  it.each([
    'https://example.com',
    'https://example.com/a/b?c=d&e#f',
    'https://user:pass@example.com:8443/',
    'http://[::1]:8080/path',
    'http://[v1.fe80::a+en1]',
    'http://127.0.0.1',
    'http://1.1.1.256', // not an IPv4 address, but a valid reg-name
    'file:///etc/hosts',
    'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
    'urn:isbn:0451450523',
    'did:pkh:eip155:1:0xb9c5714089478a327f09197987f16f9e5d936e8a',
    'mailto:someone@example.com',
    'a:',
    'a:/',
    'a:?q#f',
    'http://example.com/%7Euser',
    'http://:80',
    'http://example.com:',
    's+.-3://x',
  ])('accepts %s', (text) => {
    expect(isUri(text)).toBe(true);
  });

  it.each([
    ':not_a_rfc3986_valid_uri_',
    'example.com',
    '//example.com',
    '1http://example.com',
    'http://exa mple.com',
    'http://example.com/a b',
    'http://example.com/%zz',
    'http://example.com/%4',
    'http://[::1',
    'http://[::g]',
    'http://[1:2:3:4:5:6:7:8:9]',
    'http://example.com:80a',
    'http://a@b@c',
    'http://example.com/#a#b',
    'http://example.com/\u00e9',
    'a:/\u0000',
    'a://b\\c',
    'a://b"c',
    'a:b<c>',
    'a:b^c',
    'a:b{c}',
    'a:b|c',
    'a:b`c',
    'a:b\nc',
    '',
  ])('refuses %j', (text) => {
    expect(isUri(text)).toBe(false);
  });
});

describe('RFC 3986 authority and IPv6', () => {
  it.each(['example.com', 'example.com:8443', 'test@127.0.0.1:8080', '[::cafe]', '[::cafe]:1', 'u:p@h', '%41b', ':80', ''])(
    'accepts the authority %j',
    (text) => expect(isAuthority(text)).toBe(true),
  );

  it.each(['#notrfc4501', 'a b', 'a/b', 'a?b', '[::1]x', '[::1', 'a:b:c', 'a@b@c', 'a:8o', '\u00e9.com'])('refuses the authority %j', (text) =>
    expect(isAuthority(text)).toBe(false),
  );

  it.each(['::', '::1', '1::', '1:2:3:4:5:6:7:8', '1::8', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '::ffff:192.0.2.1', '1:2:3:4:5:6:1.2.3.4', 'fe80::1:2', 'ABCD::ef'])(
    'accepts the IPv6 address %s',
    (text) => expect(isIPv6Address(text)).toBe(true),
  );

  it.each([':', ':::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', ':1::', '1::2:', '1.2.3.4::', '::1.2.3.256', '::01.2.3.4', '1:2:3:4:5:6:7:1.2.3.4', 'g::', ''])(
    'refuses the IPv6 address %j',
    (text) => expect(isIPv6Address(text)).toBe(false),
  );
});

describe('RFC 3339 date-time', () => {
  it.each([
    '2021-09-30T16:25:24Z',
    '2021-09-30T16:25:24.000Z',
    '2021-09-30T16:25:24.123456789+05:30',
    '2021-09-30T16:25:24-02:00',
    '2021-09-30t16:25:24z',
    '2024-02-29T00:00:00Z',
    '2000-02-29T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-23:59',
  ])('accepts %s', (text) => {
    expect(isDateTime(text)).toBe(true);
    expect(Number.isNaN(Date.parse(text))).toBe(false);
  });

  it.each([
    'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
    '2022-02-31T17:09:38.578Z',
    '2023-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2021-04-31T00:00:00Z',
    '2021-13-01T00:00:00Z',
    '2021-00-01T00:00:00Z',
    '2021-01-00T00:00:00Z',
    '2021-01-01T24:00:00Z',
    '2021-01-01T00:60:00Z',
    '2021-06-30T23:59:60Z', // a leap second: see isDateTime
    '2021-01-01T00:00:00',
    '2021-01-01 00:00:00Z',
    '2021-01-01T00:00Z',
    '2021-01-01T00:00:00.Z',
    '2021-01-01T00:00:00+0100',
    '2021-01-01T00:00:00+24:00',
    '2021-01-01T00:00:00+01:60',
    '21-01-01T00:00:00Z',
    '+002021-01-01T00:00:00Z',
    '2021-01-01T00:00:00Z ',
    '\u0662021-01-01T00:00:00Z',
  ])('refuses %j', (text) => {
    expect(isDateTime(text)).toBe(false);
  });
});

describe('chain ids and nonces', () => {
  it.each([
    ['eip155:1', 'eip155'],
    ['eip155:0', 'eip155'],
    ['eip155:11155111', 'eip155'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122'],
  ])('%s is of the namespace %s', (chainId, namespace) => {
    expect(namespaceOfChainId(chainId)).toBe(namespace);
  });

  it.each([
    ['eip155', 'invalid-chain-id'],
    ['eip155:', 'invalid-chain-id'],
    ['eip155:01', 'invalid-chain-id'],
    ['eip155:0x1', 'invalid-chain-id'],
    ['eip155:-1', 'invalid-chain-id'],
    [`eip155:${'9'.repeat(33)}`, 'invalid-chain-id'],
    ['EIP155:1', 'invalid-chain-id'],
    ['eip155:1:2', 'invalid-chain-id'],
    [' eip155:1', 'invalid-chain-id'],
    ['solana:mainnet', 'invalid-chain-id'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd0', 'invalid-chain-id'],
    ['bip122:000000000019D6689C085AE165831E93', 'invalid-chain-id'],
    ['cosmos:cosmoshub-4', 'unsupported-namespace'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'unsupported-namespace'],
  ])('%j is refused: %s', (chainId, reason) => {
    expect(() => namespaceOfChainId(chainId)).toThrow(SiwxMessageError);
    try {
      namespaceOfChainId(chainId);
    } catch (error) {
      expect((error as SiwxMessageError).reason).toBe(reason);
      expect((error as SiwxMessageError).message).toContain(reason === 'unsupported-namespace' ? 'is not one of eip155, solana and bip122' : 'chain');
    }
  });

  it('takes nonces of at least 8 ASCII letters and digits only', () => {
    for (const nonce of ['12345678', 'abcdEFGH', 'bTyXgcQxn2htgkjJn', 'a'.repeat(200)]) expect(isValidNonce(nonce)).toBe(true);
    for (const nonce of ['1234567', '', 'abcd-efgh', 'abcdefg ', 'abcdefgh\n', '\u00e9bcdefgh', 'abcd_efgh']) {
      expect(isValidNonce(nonce)).toBe(false);
    }
    expect(isValidNonce(12345678 as unknown as string)).toBe(false);
  });
});
