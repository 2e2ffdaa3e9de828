import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProtocolSupported } from './isProtocolSupported.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

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

describe('isProtocolSupported', () => {
  it('is true for http, https, ws and wss', () => {
    for (const good of ['http://a.b', 'https://a.b', 'ws://a.b', 'wss://a.b', 'WSS://A.B:443/x']) expect(isProtocolSupported(good), good).toBe(true);
    for (const bad of ['ftp://a.b', 'file:///x', 'javascript:void(0)', 'a.b', '', 'wss:', 'http:// a', null, 1, {}]) {
      expect(isProtocolSupported(bad), String(bad)).toBe(false);
    }
  });

  it('accepts generated URLs of the four schemes and rejects other schemes', () => {
    const url = urlWithScheme(fc.constantFrom('http', 'https', 'ws', 'wss', 'WSS', 'ftp', 'ssh', 'wsss', 'mailto'));
    fc.assert(
      fc.property(url, ({ scheme, url: value }) => isProtocolSupported(value) === ['http', 'https', 'ws', 'wss'].includes(scheme.toLowerCase())),
      runs,
    );
  });

  it('on arbitrary strings agrees with new URL', () => {
    const urlish = fc.string({ unit: fc.constantFrom(...'htpsw:/.[]@%?#a1 \\'.split('')), maxLength: 20 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), urlish), (value) => {
        return isProtocolSupported(value) === ['http:', 'https:', 'ws:', 'wss:'].includes(urlProtocol(value) ?? '');
      }),
      runs,
    );
  });
});
