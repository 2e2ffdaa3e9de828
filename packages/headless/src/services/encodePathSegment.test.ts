import { describe, expect, it } from 'vitest';
import { encodePathSegment } from './encodePathSegment.js';

describe('encodePathSegment', () => {
  it('encodes lone high and low surrogates as U+FFFD where encodeURIComponent throws', () => {
    expect(() => encodeURIComponent('\ud800')).toThrow(URIError);
    expect(encodePathSegment('\ud800')).toBe('%EF%BF%BD');
    expect(encodePathSegment('a\udc00b')).toBe('a%EF%BF%BDb');
    expect(encodePathSegment('\ud83d\ude00')).toBe('%F0%9F%98%80');
  });

  it('percent-encodes bidi controls and separators, so the segment stays one segment', () => {
    expect(encodePathSegment('evil\u202egnp.exe')).toBe('evil%E2%80%AEgnp.exe');
    expect(encodePathSegment('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
  });

  it('encodes 100 KB strings with lone surrogates and bidi controls without throwing', () => {
    const value = 'x\ud800\u202e\udc00'.repeat(25_600);
    const encoded = encodePathSegment(value);
    expect(encoded).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(decodeURIComponent(encoded)).toBe('x\ufffd\u202e\ufffd'.repeat(25_600));
  });
});
