import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { buildQrShape, encodeQrMatrix } from './qrShape.js';
import type { QrShape } from './qrShape.js';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240';

/** Paints a shape the way the component draws it (runs, finder rings and centres) into an RGBA image. */
function rasterize(shape: QrShape, scale = 4, quiet = 4) {
  const side = (shape.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const dark = (x: number, y: number) => {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4;
        data[offset] = data[offset + 1] = data[offset + 2] = 0;
      }
    }
  };
  for (const [, x, y, width] of shape.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let step = 0; step < Number(width); step += 1) dark(Number(x) + step, Number(y));
  }
  for (const finder of shape.finders) {
    for (let y = 0; y < 7; y += 1) {
      for (let x = 0; x < 7; x += 1) {
        const ring = x === 0 || y === 0 || x === 6 || y === 6;
        const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
        if (ring || centre) dark(finder.x + x, finder.y + y);
      }
    }
  }
  return { width: side, height: side, data };
}

describe('buildQrShape', () => {
  it('draws a code that reads back as the pairing URI, with the logo area left blank', () => {
    const shape = buildQrShape(URI);
    expect(shape.logo).toBeDefined();
    expect(decodeQR(rasterize(shape))).toBe(URI);
  });

  it('leaves the finder patterns and the logo square out of the module path', () => {
    const shape = buildQrShape(URI);
    const logo = shape.logo;
    if (!logo) throw new Error('no logo area');
    expect(logo.size % 2).toBe(1);
    expect(logo.start * 2 + logo.size).toBe(shape.size);
    for (const [, x, y, width] of shape.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [row, from, to] = [Number(y), Number(x), Number(x) + Number(width)];
      const crossesLogo = row >= logo.start && row < logo.start + logo.size && from < logo.start + logo.size && to > logo.start;
      expect(crossesLogo).toBe(false);
      if (row < 7) expect(from >= 7 && to <= shape.size - 7).toBe(true);
      if (row >= shape.size - 7) expect(from >= 7).toBe(true);
    }
  });

  it('without a logo keeps every dark module of the matrix', () => {
    const matrix = encodeQrMatrix(URI);
    const shape = buildQrShape(URI, { logo: false });
    expect(shape.logo).toBeUndefined();
    const drawn = [...shape.path.matchAll(/M\d+ \d+h(\d+)/g)].reduce((sum, [, width]) => sum + Number(width), 0);
    const finderModules = 3 * (24 + 9);
    const dark = matrix.flat().filter(Boolean).length;
    expect(drawn + finderModules).toBe(dark);
    expect(decodeQR(rasterize(shape))).toBe(URI);
  });
});
