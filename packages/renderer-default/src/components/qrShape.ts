import encodeQR from 'qr';

/** What the QR code component draws, in module units (one module is one unit of the SVG's view box). */
export interface QrShape {
  /** Modules per side, without a quiet zone. */
  readonly size: number;
  /** Every dark data module, as one path of horizontal runs (finder patterns and the logo area left out). */
  readonly path: string;
  /** Top-left corners of the three finder patterns, each 7 modules square. */
  readonly finders: readonly { readonly x: number; readonly y: number }[];
  /** The square kept free in the middle for a logo, or undefined when there is none. */
  readonly logo: { readonly start: number; readonly size: number } | undefined;
}

const FINDER = 7;

function inFinder(size: number, x: number, y: number): boolean {
  const near = (value: number) => value < FINDER;
  const far = (value: number) => value >= size - FINDER;
  return (near(x) && near(y)) || (far(x) && near(y)) || (near(x) && far(y));
}

/**
 * The module matrix of `value` as dark and light cells (true is dark), without the quiet zone. Quartile error
 * correction (25 %) leaves room for a logo over the middle of the code.
 */
export function encodeQrMatrix(value: string): boolean[][] {
  // The encoder insists on a quiet zone; the component draws its own, so the one-module ring is cut off.
  const framed = encodeQR(value, 'raw', { ecc: 'quartile', border: 1 });
  return framed.slice(1, -1).map((row) => row.slice(1, -1));
}

/** The side of the logo area for a code of `size` modules: about a fifth of the code, odd so it is centred. */
export function logoSizeFor(size: number): number {
  const side = Math.floor(size * 0.2);
  return side % 2 === 0 ? side + 1 : side;
}

/**
 * The shape of a QR code for `value`. With `logo`, the middle modules are left light so a logo can sit there;
 * the error correction restores them when the code is read.
 */
export function buildQrShape(value: string, { logo = true }: { logo?: boolean } = {}): QrShape {
  const matrix = encodeQrMatrix(value);
  const size = matrix.length;
  const logoSize = logo ? logoSizeFor(size) : 0;
  const logoStart = Math.floor((size - logoSize) / 2);
  const inLogo = (x: number, y: number) =>
    logoSize > 0 && x >= logoStart && x < logoStart + logoSize && y >= logoStart && y < logoStart + logoSize;
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x] || inFinder(size, x, y) || inLogo(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x] && !inFinder(size, x, y) && !inLogo(x, y)) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return {
    size,
    path: parts.join(''),
    finders: [
      { x: 0, y: 0 },
      { x: size - FINDER, y: 0 },
      { x: 0, y: size - FINDER },
    ],
    logo: logoSize > 0 ? { start: logoStart, size: logoSize } : undefined,
  };
}
