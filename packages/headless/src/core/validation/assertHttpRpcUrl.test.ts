import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { assertHttpRpcUrl } from './assertHttpRpcUrl.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };
const MESSAGE = 'Provided URL is not compatible with HTTP connection';

function rejects(value: unknown): boolean {
  try {
    assertHttpRpcUrl(value);
  } catch (error) {
    return error instanceof ValidationError && error.message === MESSAGE && error.code === 'VALIDATION_ERROR';
  }
  return false;
}

const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
const PATH_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%!$&()*+,;=:@'.split('');
// A hand-rolled URL arbitrary: fc.webUrl() is an order of magnitude slower to generate.
const label = fc.string({ unit: fc.constantFrom(...LABEL_CHARS), minLength: 1, maxLength: 12 });
// The last label must not be numeric, or WHATWG URL parsing reads the host as a (bad) IPv4 address.
const topLabel = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 1, maxLength: 6 });
const host = fc.oneof(
  fc.tuple(fc.array(label, { maxLength: 3 }), topLabel).map(([labels, top]) => [...labels, top].join('.')),
  fc.ipV4(),
  fc.constant('[::1]'),
);
const urlTail = fc
  .tuple(
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.array(fc.string({ unit: fc.constantFrom(...PATH_CHARS), maxLength: 8 }), { maxLength: 3 }),
    fc.option(fc.string({ unit: fc.constantFrom(...PATH_CHARS, '/', '?'), maxLength: 10 }), { nil: undefined }),
  )
  .map(([port, segments, query]) => `${port === undefined ? '' : `:${port}`}/${segments.join('/')}${query === undefined ? '' : `?${query}`}`);
const urlWithScheme = (scheme: fc.Arbitrary<string>) =>
  fc.tuple(scheme, host, urlTail).map(([name, hostname, tail]) => ({ scheme: name, url: `${name}://${hostname}${tail}` }));

function urlProtocol(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

describe('assertHttpRpcUrl', () => {
  it('accepts http and https URLs', () => {
    for (const good of ['https://rpc.example.com', 'http://localhost:8545', 'HTTPS://RPC.EXAMPLE.COM/v1?key=1', 'https://[::1]:8545/']) {
      expect(() => assertHttpRpcUrl(good), good).not.toThrow();
    }
  });

  it(`throws '${MESSAGE}' for anything else`, () => {
    for (const bad of [
      'wss://rpc.example.com', 'ws://localhost:8546', 'ftp://example.com', 'javascript:alert(1)', 'data:text/plain,hi',
      'file:///etc/passwd', 'rpc.example.com', '//rpc.example.com', 'https://', 'http://exa mple.com', '', 'https',
    ]) {
      expect(rejects(bad), bad).toBe(true);
    }
    for (const notString of [null, undefined, 1, {}, new URL('https://rpc.example.com'), new String('https://a.b')]) {
      expect(rejects(notString)).toBe(true);
    }
  });

  it('accepts every generated http(s) URL', () => {
    const http = urlWithScheme(fc.constantFrom('http', 'https', 'HTTP', 'Https'));
    fc.assert(fc.property(http, ({ url }) => !rejects(url)), runs);
  });

  it('rejects generated URLs of other schemes', () => {
    const other = urlWithScheme(fc.constantFrom('ws', 'wss', 'ftp', 'file', 'mailto', 'httpx', 'htt', 'https+unix', 'data'));
    fc.assert(fc.property(other, ({ url }) => rejects(url)), runs);
  });

  it('on arbitrary strings agrees with new URL and throws exactly otherwise', () => {
    const urlish = fc.string({ unit: fc.constantFrom(...'htpsw:/.[]@%?#a1 \\'.split('')), maxLength: 20 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), urlish), (value) => {
        const protocol = urlProtocol(value);
        const ok = protocol === 'http:' || protocol === 'https:';
        return ok ? !rejects(value) : rejects(value);
      }),
      runs,
    );
  });
});
