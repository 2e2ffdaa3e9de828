import { createHash } from 'node:crypto';

/**
 * The picture of a devnet NFT: a square with a two-colour gradient derived from `seed` and the token's number.
 * Only the digits of `tokenId` are used, so nothing from a request ends up as markup.
 */
export function renderNftSvg(seed: string, tokenId: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const hue = ((digest[0] ?? 0) * 360) / 256;
  const second = (hue + 60 + ((digest[1] ?? 0) % 120)) % 360;
  const number = tokenId.replace(/\D/g, '').slice(0, 8) || '0';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${second.toFixed(0)} 70% 30%)"/>`,
    '</linearGradient></defs>',
    '<rect width="240" height="240" fill="url(#g)"/>',
    `<circle cx="120" cy="104" r="${44 + ((digest[2] ?? 0) % 24)}" fill="#fff" fill-opacity="0.22"/>`,
    `<text x="120" y="208" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">#${number}</text>`,
    '</svg>',
  ].join('');
}
