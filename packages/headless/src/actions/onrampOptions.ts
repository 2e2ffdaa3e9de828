import type { ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import type { OnrampOptions } from '../services/blockchainApiSchemas.js';
import { toOnrampError } from './onrampErrors.js';
import { requireOnrampEnabled } from './onrampTarget.js';

/** Parameters of {@link getOnrampOptions}. */
export interface GetOnrampOptionsParameters {
  readonly signal?: AbortSignal | undefined;
}

/** What {@link getOnrampOptions} resolves with. */
export type GetOnrampOptionsReturnType = OnrampOptions;

/**
 * The onramp options (`GET /v1/onramp/options`): payment currencies with their limits per payment method, purchase
 * currencies with their networks, and, when the service lists them, the providers with their fee and own limits.
 * Rejects with an `OnrampError` ONRAMP_DISABLED while the `onramp` feature is off.
 */
export async function getOnrampOptions(config: ConnectConfig, parameters: GetOnrampOptionsParameters = {}): Promise<GetOnrampOptionsReturnType> {
  requireOnrampEnabled(config);
  try {
    return await getDataServices(config).api.getOnrampOptions(parameters.signal ? { signal: parameters.signal } : {});
  } catch (error) {
    throw toOnrampError(error);
  }
}
