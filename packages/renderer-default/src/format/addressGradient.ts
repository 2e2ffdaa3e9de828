/** Colours of an address's generated avatar: the same address always gives the same colours. */
export function addressGradient(address: string): [string, string, string] {
  // FNV-1a over the lower-cased address spreads similar addresses far apart.
  let hash = 0x811c9dc5;
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const hue = hash % 360;
  const shift = 40 + ((hash >>> 9) % 80);
  return [`hsl(${hue} 85% 62%)`, `hsl(${(hue + shift) % 360} 80% 55%)`, `hsl(${(hue + shift * 2) % 360} 75% 42%)`];
}
