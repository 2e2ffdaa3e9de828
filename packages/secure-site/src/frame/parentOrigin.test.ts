import { describe, expect, it } from 'vitest';
import { isParentOriginAllowed, resolveParentOrigin } from './parentOrigin.js';

const framing = (ancestorOrigins: string[] | undefined, referrer = '') => ({
  location: ancestorOrigins ? { ancestorOrigins: Object.assign([...ancestorOrigins], { length: ancestorOrigins.length }) } : {},
  document: { referrer },
});

describe('resolveParentOrigin', () => {
  it('prefers location.ancestorOrigins[0]', () => {
    expect(resolveParentOrigin(framing(['https://app.example', 'https://top.example'], 'https://other.example/page'))).toBe('https://app.example');
  });

  it("falls back to the referrer's origin when ancestorOrigins is missing or empty", () => {
    expect(resolveParentOrigin(framing(undefined, 'https://app.example:8443/path?q=1#x'))).toBe('https://app.example:8443');
    expect(resolveParentOrigin(framing([], 'http://127.0.0.1:5173/'))).toBe('http://127.0.0.1:5173');
  });

  it('gives undefined for opaque or unknown parents', () => {
    expect(resolveParentOrigin(framing(['null'], 'https://app.example/'))).toBeUndefined();
    expect(resolveParentOrigin(framing(undefined, ''))).toBeUndefined();
    expect(resolveParentOrigin(framing(undefined, 'not a url'))).toBeUndefined();
    expect(resolveParentOrigin(framing(undefined, 'data:text/html,hi'))).toBeUndefined();
  });
});

describe('isParentOriginAllowed', () => {
  const allowed = ['https://app.example', 'https://*.example.org', 'http://localhost:*'];

  it('admits exact entries and * wildcards', () => {
    expect(isParentOriginAllowed('https://app.example', allowed)).toBe(true);
    expect(isParentOriginAllowed('https://shop.example.org', allowed)).toBe(true);
    expect(isParentOriginAllowed('https://a.b.example.org', allowed)).toBe(true);
    expect(isParentOriginAllowed('http://localhost:5173', allowed)).toBe(true);
  });

  it('refuses look-alikes', () => {
    for (const origin of [
      'https://app.example.evil',
      'https://evilapp.example',
      'http://app.example',
      'https://app.example:444',
      'https://example.org',
      'https://example.org.evil.com',
      'https://evil.com/.example.org',
      'http://localhost',
      'https://localhost:5173',
      'null',
      '',
    ]) {
      expect(isParentOriginAllowed(origin, allowed), origin).toBe(false);
    }
    expect(isParentOriginAllowed('https://app.example', [])).toBe(false);
  });
});
