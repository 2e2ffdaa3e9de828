import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ORIGIN_LENGTH, isOriginAllowed } from './isOriginAllowed.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const label = fc.string({ unit: fc.constantFrom(...`${LETTERS}0123456789-`.split('')), minLength: 1, maxLength: 12 });
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.string({ unit: fc.constantFrom(...LETTERS.split('')), minLength: 2, maxLength: 6 }))
  .map(([labels, top]) => [...labels, top].join('.'));
const scheme = fc.constantFrom('https', 'http');
const port = fc.option(fc.integer({ min: 1, max: 65535 }).map((n) => `:${n}`), { nil: '' });

/** Upper-cases the characters picked by the bits of `mask` (cycling every 30 characters). */
const mixCase = (text: string, mask: number) =>
  [...text].map((char, i) => ((mask >> i % 30) & 1 ? char.toUpperCase() : char)).join('');

/** The documented semantics as an escaped RegExp, used as an oracle on short inputs. */
function oracle(pattern: string, origin: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`).test(origin);
}

describe('isOriginAllowed', () => {
  const list = ['https://app.example.com', 'https://*.example.com', 'http://localhost:*'];

  it('follows the documented examples', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(isOriginAllowed('https://app.example.com', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('https://example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://evil.com/.example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com.evil.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('http://app.example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com:8443', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('http://localhost:3000', list)).toBe(true);
    expect(isOriginAllowed('http://localhost', list)).toBe(false);
    expect(isOriginAllowed('https://other.org', list)).toBe(false);
  });

  it('treats every character but * literally', () => {
    expect(isOriginAllowed('https://appXexample.com', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('https://aXexample.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://a', ['https://(a|b)'])).toBe(false);
    expect(isOriginAllowed('https://(a|b)', ['https://(a|b)'])).toBe(true);
    expect(isOriginAllowed('https://aaa.com', ['https://a+.com'])).toBe(false);
    expect(isOriginAllowed('https://a.com', ['https://a?.com'])).toBe(false);
    expect(isOriginAllowed('https://x.com', ['https://[a-z].com'])).toBe(false);
    expect(isOriginAllowed('https://anything', ['^https://.*$'])).toBe(false);
    expect(isOriginAllowed('https://a\\.com', ['https://a\\.com'])).toBe(true);
  });

  it('compares scheme and host case-insensitively, ASCII only', () => {
    expect(isOriginAllowed('HTTPS://APP.Example.COM', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('https://app.example.com', ['HTTPS://*.EXAMPLE.COM'])).toBe(true);
    expect(isOriginAllowed('https://App.Example.com', ['https://app.example.com'])).toBe(true);
    // U+212A KELVIN SIGN lower-cases to 'k' in full Unicode folding; it must not pass for a real 'k'.
    expect(isOriginAllowed('https://\u212Aey.example.com', ['https://key.example.com'])).toBe(false);
    expect(isOriginAllowed('https://İ.example.com', ['https://i̇.example.com'])).toBe(false);
  });

  it('never throws and is false for malformed arguments', () => {
    expect(isOriginAllowed('', [''])).toBe(false);
    expect(isOriginAllowed(null, ['null'])).toBe(false);
    expect(isOriginAllowed('null', ['null'])).toBe(true);
    expect(isOriginAllowed('https://a.com', 'https://a.com' as unknown as string[])).toBe(false);
    expect(isOriginAllowed('https://a.com', [1, null, {}, 'https://a.com'] as unknown as string[])).toBe(true);
    expect(isOriginAllowed('https://a.com', [])).toBe(false);
    const long = `https://${'a'.repeat(MAX_ORIGIN_LENGTH)}.com`;
    expect(isOriginAllowed(long, [long])).toBe(false);
    const { proxy, revoke } = Proxy.revocable([] as string[], {});
    revoke();
    expect(isOriginAllowed('https://a.com', proxy)).toBe(false);
  });

  it('stays fast with many wildcards on a long origin', () => {
    const origin = `https://${'a'.repeat(MAX_ORIGIN_LENGTH - 20)}.com`;
    const started = performance.now();
    expect(isOriginAllowed(origin, [`https://${'*a'.repeat(30)}!`, `https://${'*'.repeat(200)}.org`])).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('admits any subdomain of a wildcard entry and never the bare or a spoofed domain', () => {
    fc.assert(
      fc.property(scheme, label, domain, port, (protocol, sub, host, suffix) => {
        const entry = `${protocol}://*.${host}${suffix}`;
        return (
          isOriginAllowed(`${protocol}://${sub}.${host}${suffix}`, [entry]) &&
          !isOriginAllowed(`${protocol}://${host}${suffix}`, [entry]) &&
          !isOriginAllowed(`${protocol}://${sub}.com/.${host}${suffix}`, [entry]) &&
          !isOriginAllowed(`${protocol}://${sub}.${host}.evil${suffix}`, [entry]) &&
          !isOriginAllowed(`${protocol === 'https' ? 'http' : 'https'}://${sub}.${host}${suffix}`, [entry])
        );
      }),
      runs,
    );
  });

  it('ignores ASCII letter case in generated origins', () => {
    fc.assert(
      fc.property(scheme, label, domain, fc.nat(), fc.nat(), (protocol, sub, host, entryMask, originMask) => {
        const entry = mixCase(`${protocol}://*.${host}`, entryMask);
        const origin = mixCase(`${protocol}://${sub}.${host}`, originMask);
        return isOriginAllowed(origin, [entry]) && isOriginAllowed(origin.toLowerCase(), [entry]);
      }),
      runs,
    );
  });

  it('always admits an exact match', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.string(), { maxLength: 3 }), (origin, others) => {
        return isOriginAllowed(origin, [...others, origin]);
      }),
      runs,
    );
  });

  it('agrees with an escaped-RegExp oracle on wildcard entries', () => {
    // Regex metacharacters included on purpose: they must be literal. No upper case, so case folding is not involved.
    const alphabet = fc.constantFrom(...'ab.:/-()[]?+^$|\\{}'.split(''));
    const origin = fc.string({ unit: alphabet, minLength: 1, maxLength: 12 });
    const entry = fc.string({ unit: fc.oneof(alphabet, fc.constant('*')), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(entry, origin, (pattern, candidate) => {
        return isOriginAllowed(candidate, [pattern]) === (pattern === candidate || oracle(pattern, candidate));
      }),
      runs,
    );
  });

  it('is false for an empty list and for non-string origins', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 1 }), fc.string(), (value, entry) => {
        return !isOriginAllowed(value, []) && (typeof value === 'string' || !isOriginAllowed(value, [entry, '*']));
      }),
      runs,
    );
  });
});
