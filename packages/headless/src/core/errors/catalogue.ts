/**
 * Every user-facing error text and alert of the product, worded exactly as the specification words them.
 * Views and controllers take their texts from here so a wording is defined once.
 */
export const ErrorMessages = {
  IFRAME_LOAD_DEPENDENCY: 'Unable to load email login dependency',
  IFRAME_LOAD_FAILED_CALLBACK: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT_CALLBACK: 'iframe_request_timeout',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_ERROR_WITHOUT_MESSAGE: 'An error occurred',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  SIGN_IN_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGN_DECLINED_SMART_ACCOUNT: 'This application might not support Smart Accounts',
  SIGN_DECLINED: 'Signature declined',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NETWORK_NOT_FOUND: 'Network not found',
  /** Not a specification text: `enableNetworkSwitch: false` refuses every switch with it. */
  NETWORK_SWITCH_DISABLED: 'Network switching is turned off',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  NETWORK_CONTROLLER_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: 'ConnectionController client not set',
  CONNECTION_ALREADY_CLOSED: 'Connection already closed',
  IFRAME_NOT_SET: 'Iframe is not set',
  PARENT_NOT_SET: 'Iframe parent is not set',
  REQUIRED: 'Required',
  INVALID_INPUT: 'Invalid input',
} as const;

/** Code carried by disconnect failures. */
export const INTERNAL_SDK_ERROR = 'INTERNAL_SDK_ERROR' as const;

/** 'Failed to disconnect chain {x}' for one chain namespace. */
export function failedToDisconnectChain(chain: string): string {
  return `Failed to disconnect chain ${chain}`;
}

/** 'Please try again after N seconds', N the remaining cooldown in seconds rounded up. */
export function tryAgainAfter(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `Please try again after ${seconds} seconds`;
}

/** 'Error registering name {name}'. */
export function errorRegisteringName(name: string): string {
  return `Error registering name ${name}`;
}

/** An alert the renderer shows as a banner or toast: a stable code and its title. */
export interface AlertDefinition {
  readonly code: AlertCode;
  readonly title: string;
  readonly description: string;
}

/** The alert codes of the specification. */
export type AlertCode =
  | 'SWITCH_NETWORK_NOT_FOUND'
  | 'INVALID_APP_CONFIGURATION'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'JWT_TOKEN_NOT_VALID'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED';

/** Alert titles as specified, with a longer description for the renderer. */
export const Alerts: { readonly [K in AlertCode]: AlertDefinition } = {
  SWITCH_NETWORK_NOT_FOUND: {
    code: 'SWITCH_NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description: 'The network could not be added to or found in the wallet.',
  },
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    title: 'Invalid App Configuration',
    description: "This site's origin is not in the project's list of allowed origins.",
  },
  IFRAME_LOAD_FAILED: {
    code: 'IFRAME_LOAD_FAILED',
    title: 'Network Error - Could not load embedded wallet',
    description: 'The embedded wallet could not be loaded. Check the connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    code: 'IFRAME_REQUEST_TIMEOUT',
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet took too long to answer. Try again.',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    title: 'Invalid App Configuration',
    description: "This site's domain is not verified for the project.",
  },
  JWT_TOKEN_NOT_VALID: {
    code: 'JWT_TOKEN_NOT_VALID',
    title: 'Session Expired',
    description: "Check that this device's time settings are correct, then reconnect.",
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    title: 'Invalid App Configuration',
    description: 'The project id is not valid.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'Pass a projectId to createConnectConfig.',
  },
};

/** Messages from the embedded-wallet provider that map to an alert. */
export const ProviderMessageAlerts: ReadonlyArray<readonly [message: string, alert: AlertCode]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
];

/** The alert for a provider error message, if the message is one the specification maps. */
export function alertForProviderMessage(message: unknown): AlertDefinition | undefined {
  if (typeof message !== 'string') return undefined;
  const match = ProviderMessageAlerts.find(([text]) => message.includes(text));
  return match ? Alerts[match[1]] : undefined;
}
