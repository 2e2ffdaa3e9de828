import { ConnectError, assertAccountName, isUserRejection } from '../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { joinInFlight, requestKey } from '../core/transactions/index.js';
import { isApiError } from '../services/ApiError.js';
import { evmChainIdToCoinType, withNameSuffix } from '../services/createNameServiceClient.js';
import { getDataServices } from '../services/getDataServices.js';
import { accountNameLabel } from './accountNameLabel.js';
import { RegisterAccountNameError } from './registerAccountNameError.js';
import { signMessage } from './signMessage.js';
import { requireEvmAccount } from './transactions/evmAccount.js';

/** Ethereum mainnet's coin type (SLIP-44), under which a name holds its address when registered on mainnet. */
const ETHEREUM_COIN_TYPE = 60;

/** Parameters of {@link registerAccountName}. */
export interface RegisterAccountNameParameters {
  /** The name, with or without the `.reown.id` suffix: letters, digits and hyphens, at least 4 characters. */
  readonly name: string;
}

/** What {@link registerAccountName} resolves with once the name service has registered the name. */
export interface RegisterAccountNameReturnType {
  /** The full registered name, lower case (`alice.reown.id`). */
  readonly name: string;
  /** The EVM address the name now points at. */
  readonly address: string;
  /** The coin type (ENSIP-11) the address was registered under. */
  readonly coinType: number;
}

/** The coin type of an EVM network: Ethereum's on mainnet, else the chain's own (ENSIP-11). */
function coinTypeOf(network: CaipNetwork | undefined): number {
  const chainId = Number(network?.id);
  if (!network || network.chainNamespace !== 'eip155' || chainId === 1) return ETHEREUM_COIN_TYPE;
  return evmChainIdToCoinType(chainId);
}

function registrationFailure(name: string, error: unknown): RegisterAccountNameError {
  if (error instanceof RegisterAccountNameError) return error;
  const cause = error instanceof ConnectError && error.cause !== undefined ? error.cause : error;
  if (isApiError(cause, 'API_HTTP_ERROR') && cause.status === 409) return new RegisterAccountNameError(name, 'taken', { cause: error });
  return new RegisterAccountNameError(name, 'failed', { cause: error });
}

/**
 * Registers an account name (`alice` becomes `alice.reown.id`) for the connected EVM account: the name is checked
 * against the rule first (a ValidationError), the wallet signs the registration message, and the name service
 * checks the signature and registers it. Never retried; an identical registration under way is joined, so a double
 * click registers once. Failures reject with a RegisterAccountNameError 'Error registering name {name}' whose
 * `reason` says 'taken' (someone else holds it), 'declined' (the wallet refused to sign) or 'failed'.
 */
export function registerAccountName(config: ConnectConfig, parameters: RegisterAccountNameParameters): Promise<RegisterAccountNameReturnType> {
  let address: string;
  let name: string;
  try {
    const label = accountNameLabel(parameters.name);
    assertAccountName(label);
    name = withNameSuffix(label.toLowerCase());
    address = requireEvmAccount(config);
  } catch (error) {
    return Promise.reject(error);
  }
  return joinInFlight(config, requestKey(['registerAccountName', address.toLowerCase(), name]), async () => {
    const network = config._internal.networks.getActiveNetwork('eip155');
    const coinType = coinTypeOf(network);
    const names = getDataServices(config).names;
    const message = names.createRegisterMessage(name);
    let signature: string;
    try {
      signature = await signMessage(config, { message, namespace: 'eip155' });
    } catch (error) {
      throw new RegisterAccountNameError(name, isUserRejection(error) ? 'declined' : 'failed', { cause: error });
    }
    try {
      await names.register({
        name,
        coinType,
        address,
        message,
        signature,
        ...(network?.chainNamespace === 'eip155' ? { caipNetworkId: network.caipNetworkId } : {}),
      });
    } catch (error) {
      throw registrationFailure(name, error);
    }
    return { name, address, coinType };
  });
}
