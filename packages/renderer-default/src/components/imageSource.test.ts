import { describe, expect, it } from 'vitest';
import { imageSource } from './imageSource.js';

describe('imageSource', () => {
  it('keeps https URLs, data images and http on this machine', () => {
    for (const url of [
      'https://cdn.example/icon.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      'DATA:IMAGE/WEBP;base64,UklGRg==',
      'http://127.0.0.1:8545/public/getTokenImage/ETH',
      'http://localhost:3000/a.png',
      'http://[::1]:80/a.png',
      '/icons/wallet.svg',
      'icon.png',
    ]) {
      expect(imageSource(url)).toBe(url);
    }
  });

  it('leaves out script, file, blob and foreign http URLs, other data types and non-URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:application/javascript,alert(1)',
      'file:///etc/passwd',
      'blob:https://example.com/1',
      'about:blank',
      'http://attacker.example/pixel.gif',
      '//attacker.example/a.png',
      '\\\\attacker.example/a.png',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(imageSource(url)).toBeUndefined();
    }
  });
});
