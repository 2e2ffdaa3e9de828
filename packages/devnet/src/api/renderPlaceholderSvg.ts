import { createHash } from 'node:crypto';

/**
 * A small square SVG with up to two initials on a colour derived from `seed`, standing in for remote images.
 * Only letters and digits of `label` are used, so nothing from a request ends up as markup.
 */
export function renderPlaceholderSvg(seed: string, label: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const hue = ((digest[0] ?? 0) * 360) / 256;
  const words = label.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const initials = (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue.toFixed(0)} 65% 45%)"/>`,
    `<text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text>`,
    '</svg>',
  ].join('');
}
