import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { assertHttpRpcUrl } from './assertHttpRpcUrl.js';
import { classifyRpcResponse } from './classifyRpcResponse.js';
import { isProtocolSupported } from './isProtocolSupported.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

// Many properties here throw on purpose; stacks are never read, and capturing them dominates the run time.
const stackTraceLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  Error.stackTraceLimit = stackTraceLimit;
});

const NOT_HTTP = 'Provided URL is not compatible with HTTP connection';

/** True when assertHttpRpcUrl rejects `value` with exactly the documented ValidationError. */
function rejects(value: unknown): boolean {
  try {
    assertHttpRpcUrl(value);
  } catch (error) {
    return error instanceof ValidationError && error.message === NOT_HTTP && error.code === 'VALIDATION_ERROR';
  }
  return false;
}

function urlProtocol(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
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
const url = fc
  .tuple(fc.constantFrom('http', 'https', 'HTTP', 'Https', 'ws', 'wss', 'WSS', 'ftp', 'file', 'mailto', 'httpx', 'htt', 'wsss', 'data'), host, urlTail)
  .map(([scheme, hostname, tail]) => ({ scheme: scheme.toLowerCase(), url: `${scheme}://${hostname}${tail}` }));
const urlish = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'htpsw:/.[]@%?#a1 \\'.split('')), maxLength: 20 }));

describe('assertHttpRpcUrl', () => {
  it('accepts http and https URLs', () => {
    for (const good of ['https://rpc.example.com', 'http://localhost:8545', 'HTTPS://RPC.EXAMPLE.COM/v1?key=1', 'https://[::1]:8545/']) {
      expect(() => assertHttpRpcUrl(good), good).not.toThrow();
    }
  });

  it(`throws '${NOT_HTTP}' for anything else`, () => {
    for (const bad of [
      'wss://rpc.example.com', 'ws://localhost:8546', 'ftp://example.com', 'javascript:alert(1)', 'data:text/plain,hi',
      'file:///etc/passwd', 'rpc.example.com', '//rpc.example.com', 'https://', 'http://exa mple.com', '', 'https',
      null, undefined, 1, {}, new URL('https://rpc.example.com'), new String('https://a.b'),
    ]) {
      expect(rejects(bad), String(bad)).toBe(true);
    }
  });

  it('accepts exactly the generated URLs whose scheme is http or https', () => {
    fc.assert(fc.property(url, ({ scheme, url: value }) => rejects(value) === !['http', 'https'].includes(scheme)), runs);
  });

  it('on arbitrary strings agrees with new URL and throws exactly otherwise', () => {
    fc.assert(
      fc.property(urlish, (value) => {
        const protocol = urlProtocol(value);
        return rejects(value) === !(protocol === 'http:' || protocol === 'https:');
      }),
      runs,
    );
  });
});

describe('isProtocolSupported', () => {
  it('is true for http, https, ws and wss', () => {
    for (const good of ['http://a.b', 'https://a.b', 'ws://a.b', 'wss://a.b', 'WSS://A.B:443/x']) expect(isProtocolSupported(good), good).toBe(true);
    for (const bad of ['ftp://a.b', 'file:///x', 'javascript:void(0)', 'a.b', '', 'wss:', 'http:// a', null, 1, {}]) {
      expect(isProtocolSupported(bad), String(bad)).toBe(false);
    }
  });

  it('accepts exactly the generated URLs of the four schemes', () => {
    fc.assert(fc.property(url, ({ scheme, url: value }) => isProtocolSupported(value) === ['http', 'https', 'ws', 'wss'].includes(scheme)), runs);
  });

  it('on arbitrary strings agrees with new URL', () => {
    fc.assert(
      fc.property(urlish, (value) => isProtocolSupported(value) === ['http:', 'https:', 'ws:', 'wss:'].includes(urlProtocol(value) ?? '')),
      runs,
    );
  });
});

describe('classifyRpcResponse', () => {
  const HEX = '0123456789abcdefABCDEF'.split('');
  const hex = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: min, maxLength: max });

  it('sorts hashes, signatures and the rest', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(classifyRpcResponse(hash)).toEqual({ kind: 'transaction', hash });
    const signature = `0x${'cd'.repeat(65)}`;
    expect(classifyRpcResponse(signature)).toEqual({ kind: 'signature', signature });
    expect(classifyRpcResponse(`0x${'a'.repeat(62)}`)).toEqual({ kind: 'signature', signature: `0x${'a'.repeat(62)}` });
    expect(classifyRpcResponse(`0x${'a'.repeat(63)}`).kind).toBe('signature');
    expect(classifyRpcResponse(`0x${'a'.repeat(65)}`).kind).toBe('signature');
    expect(classifyRpcResponse(`0x${'a'.repeat(61)}`)).toEqual({ kind: 'object', value: `0x${'a'.repeat(61)}` });
    for (const other of [`0X${'a'.repeat(64)}`, 'a'.repeat(64), `0x${'g'.repeat(64)}`]) expect(classifyRpcResponse(other).kind).toBe('object');
    const receipt = { transactionHash: hash };
    expect(classifyRpcResponse(receipt)).toEqual({ kind: 'object', value: receipt });
    expect(classifyRpcResponse(null)).toEqual({ kind: 'object', value: null });
  });

  it('classifies 0x + 64 hex digits as a hash and 0x + 62 or more others as a signature', () => {
    fc.assert(
      fc.property(hex(64, 64), hex(62, 300).filter((body) => body.length !== 64), (hashBody, signatureBody) => {
        const hash = classifyRpcResponse(`0x${hashBody}`);
        const signature = classifyRpcResponse(`0x${signatureBody}`);
        return (
          hash.kind === 'transaction' &&
          hash.hash === `0x${hashBody}` &&
          signature.kind === 'signature' &&
          signature.signature === `0x${signatureBody}`
        );
      }),
      runs,
    );
  });

  it('returns everything else unchanged as an object result', () => {
    const nearMiss = fc.oneof(
      hex(0, 61).map((body) => `0x${body}`),
      hex(62, 200).map((body) => `0X${body}`),
      hex(62, 200),
      fc.tuple(hex(62, 130), fc.nat(), fc.constantFrom('g', 'x', ' ', 'z', '\n')).map(([body, at, char]) => {
        const index = at % body.length;
        return `0x${body.slice(0, index)}${char}${body.slice(index + 1)}`;
      }),
    );
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.anything({ maxDepth: 1 })), (value) => {
        const result = classifyRpcResponse(value);
        return result.kind === 'object' && Object.is(result.value, value);
      }),
      runs,
    );
  });

  it('on arbitrary strings follows the length rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), hex(60, 70).map((body) => `0x${body}`)), (value) => {
        const digits = /^0x([0-9a-fA-F]*)$/.exec(value)?.[1]?.length ?? -1;
        const expected = digits === 64 ? 'transaction' : digits >= 62 ? 'signature' : 'object';
        return classifyRpcResponse(value).kind === expected;
      }),
      runs,
    );
  });
});
