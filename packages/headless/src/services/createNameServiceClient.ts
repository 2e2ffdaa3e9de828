import { systemClock } from '../core/clock/index.js';
import type { Clock } from '../core/clock/index.js';
import { ConnectError, ErrorMessages, ValidationError, errorRegisteringName } from '../core/errors/index.js';
import { EVM_CHAIN_ID_LIMIT } from '../core/validation/index.js';
import { isApiError } from './ApiError.js';
import type { NameProfile } from './blockchainApiSchemas.js';
import { NAME_ZONE, createBlockchainApiClient } from './createBlockchainApiClient.js';
import type { BlockchainApiClient, BlockchainApiClientOptions } from './createBlockchainApiClient.js';
import type { Cancellable } from './ApiClientOptions.js';

/** Suffix of names registered through the product. */
export const NAME_SUFFIX = `.${NAME_ZONE}`;

/** Suffix of names registered before the current one. */
export const LEGACY_NAME_SUFFIX = '.wcn.id';

/** Code of every name service failure; the message is the specification's text. */
export const NAME_SERVICE_ERROR = 'NAME_SERVICE_ERROR';

/** Options of {@link createNameServiceClient}: a blockchain API client to share, or what it takes to create one. */
export type NameServiceClientOptions =
  | BlockchainApiClientOptions
  | { readonly api: BlockchainApiClient; readonly clock?: Clock };

/** What registering a name needs: the signed registration message and the signing account. */
export interface RegisterNameParams {
  /** The name as typed, with or without the suffix. */
  readonly name: string;
  readonly coinType: number;
  readonly address: string;
  /** The message made by `createRegisterMessage`, as signed. */
  readonly message: string;
  readonly signature: string;
  readonly caipNetworkId?: string;
}

/** A suggested name and whether it is taken. */
export interface NameSuggestion {
  readonly name: string;
  readonly registered: boolean;
}

/** Names of the blockchain API: lookup, reverse lookup, suggestions and registration. */
export interface NameServiceClient {
  /** The profile of a name, or null when nobody holds it; throws 'Error resolving name'. */
  resolveName(name: string, params?: { caipNetworkId?: string } & Cancellable): Promise<NameProfile | null>;
  /** The profiles pointing at an address; throws 'Error fetching names for address'. */
  getNamesForAddress(
    address: string,
    params?: { sender?: string; caipNetworkId?: string } & Cancellable,
  ): Promise<NameProfile[]>;
  /** Names like `name` and whether each is taken; throws 'Error fetching name suggestions'. */
  getSuggestions(name: string, params?: { zone?: string; caipNetworkId?: string } & Cancellable): Promise<NameSuggestion[]>;
  /** The message a wallet signs to register `name` now. */
  createRegisterMessage(name: string): string;
  /** Registers a name (never retried); throws 'Error registering name {name}'. */
  register(params: RegisterNameParams): Promise<void>;
}

/** `name` with the product's name suffix, added when missing. */
export function withNameSuffix(name: string): string {
  return name.endsWith(NAME_SUFFIX) || name.endsWith(LEGACY_NAME_SUFFIX) ? name : `${name}${NAME_SUFFIX}`;
}

/** The ENSIP-11 coin type of an EVM chain; throws ValidationError 'Invalid chainId' from 2^31 on. */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= EVM_CHAIN_ID_LIMIT) {
    throw new ValidationError('Invalid chainId', chainId);
  }
  return (0x80000000 | chainId) >>> 0;
}

function fail(message: string, cause: unknown): ConnectError {
  return new ConnectError(NAME_SERVICE_ERROR, message, { cause });
}

/** Creates the name service client. */
export function createNameServiceClient(options: NameServiceClientOptions): NameServiceClient {
  const api = 'api' in options ? options.api : createBlockchainApiClient(options);
  const clock = options.clock ?? systemClock;

  return {
    async resolveName(name, params = {}) {
      try {
        return await api.lookupName({ name, ...params });
      } catch (error) {
        if (isApiError(error, 'API_HTTP_ERROR') && error.status === 404) return null;
        throw fail(ErrorMessages.ERROR_RESOLVING_NAME, error);
      }
    },

    async getNamesForAddress(address, params = {}) {
      try {
        return await api.reverseLookupName({ address, ...params });
      } catch (error) {
        if (isApiError(error, 'API_HTTP_ERROR') && error.status === 404) return [];
        throw fail(ErrorMessages.ERROR_FETCHING_NAMES_FOR_ADDRESS, error);
      }
    },

    async getSuggestions(name, params = {}) {
      try {
        const { suggestions } = await api.getNameSuggestions({ name, ...params });
        return suggestions;
      } catch (error) {
        throw fail(ErrorMessages.ERROR_FETCHING_NAME_SUGGESTIONS, error);
      }
    },

    createRegisterMessage: (name) =>
      JSON.stringify({ name: withNameSuffix(name), attributes: {}, timestamp: Math.floor(clock.now() / 1000) }),

    async register({ name, ...params }) {
      let result: { success: boolean };
      try {
        result = await api.registerName(params);
      } catch (error) {
        throw fail(errorRegisteringName(name), error);
      }
      if (!result.success) throw fail(errorRegisteringName(name), result);
    },
  };
}
