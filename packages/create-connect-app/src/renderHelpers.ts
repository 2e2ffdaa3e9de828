import { TEMPLATES, findNetwork } from './catalog.js';
import type { FeatureId, NetworkInfo } from './catalog.js';
import type { ProjectChoices } from './choices.js';

/** A JavaScript string literal, single-quoted, for generated source. */
export function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The chosen networks, in the order chosen. */
export function chosenNetworks(choices: Pick<ProjectChoices, 'networks'>): NetworkInfo[] {
  return choices.networks.map((id) => {
    const network = findNetwork(id);
    if (!network) throw new Error(`Unknown network ${id}`);
    return network;
  });
}

/** Whether a template renders on the server (Next.js): its config is then a function of the request's cookies. */
export function rendersOnServer(template: ProjectChoices['template']): boolean {
  return TEMPLATES.find((candidate) => candidate.id === template)?.framework === 'next';
}

/** Whether a feature is chosen. */
export function hasFeature(choices: Pick<ProjectChoices, 'features'>, feature: FeatureId): boolean {
  return choices.features.includes(feature);
}
