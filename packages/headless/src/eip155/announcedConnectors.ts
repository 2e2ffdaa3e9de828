import type { Connector } from '../core/index.js';
import type { Eip6963ProviderDetail } from './Eip1193Provider.js';

/**
 * The connectors of announced wallets, in announcement order. A wallet's id is its rdns. When several providers
 * claim one rdns, every one of them is offered and flagged `duplicateRdns` (any of them may be an impostor); the
 * first announced keeps the rdns as its id, the next ones get `<rdns>#2`, `<rdns>#3` and so on (skipping any id
 * another wallet's rdns already is), so each has an id of its own, whatever the announcements say.
 */
export function announcedConnectors(announced: readonly Eip6963ProviderDetail[]): Connector[] {
  const claims = new Map<string, number>();
  for (const { info } of announced) claims.set(info.rdns, (claims.get(info.rdns) ?? 0) + 1);
  const taken = new Set(claims.keys());
  const firstSeen = new Set<string>();
  return announced.map(({ info, provider }) => {
    let id = info.rdns;
    if (firstSeen.has(info.rdns)) {
      let index = 2;
      while (taken.has(`${info.rdns}#${index}`)) index += 1;
      id = `${info.rdns}#${index}`;
      taken.add(id);
    }
    firstSeen.add(info.rdns);
    return {
      id,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: info.icon,
      info: { rdns: info.rdns, uuid: info.uuid },
      ...((claims.get(info.rdns) ?? 0) > 1 ? { duplicateRdns: true as const } : {}),
      provider,
    };
  });
}
