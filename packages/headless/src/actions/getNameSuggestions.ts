import type { ConnectConfig } from '../core/index.js';
import { NAME_ZONE } from '../services/createBlockchainApiClient.js';
import type { NameSuggestion } from '../services/createNameServiceClient.js';
import { getDataServices } from '../services/getDataServices.js';
import { accountNameLabel } from './accountNameLabel.js';

/** Parameters of {@link getNameSuggestions}. */
export interface GetNameSuggestionsParameters {
  /** The name typed so far, with or without the `.reown.id` suffix. */
  readonly name: string;
  readonly signal?: AbortSignal | undefined;
}

/** What {@link getNameSuggestions} resolves with: full names (`alice.reown.id`) and whether each is taken. */
export type GetNameSuggestionsReturnType = readonly NameSuggestion[];

/**
 * Names like the one typed, from the name service, each with whether it is already registered. Nothing is asked
 * for an empty name; a failure rejects with a ConnectError 'Error fetching name suggestions'.
 */
export async function getNameSuggestions(config: ConnectConfig, parameters: GetNameSuggestionsParameters): Promise<GetNameSuggestionsReturnType> {
  const label = accountNameLabel(parameters.name.trim());
  if (label === '') return [];
  return getDataServices(config).names.getSuggestions(label, {
    zone: NAME_ZONE,
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  });
}
