import {
  ChainDisconnectedError,
  InternalRpcError,
  LimitExceededRpcError,
  SwitchChainError,
  UnknownRpcError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import {
  Alerts,
  ErrorMessages,
  INTERNAL_SDK_ERROR,
  alertForProviderMessage,
  errorRegisteringName,
  failedToDisconnectChain,
  tryAgainAfter,
} from './catalogue.js';
import { RpcErrorClasses, classifyNodeMessage, toRpcError } from './rpcErrorClasses.js';
import { isUserRejection, shouldRetryRequest } from './rpcErrors.js';

describe('error catalogue (specification section 8, word for word)', () => {
  it('has every situation text', () => {
    const expected = [
      'Unable to load email login dependency',
      'iframe_load_failed',
      'iframe_request_timeout',
      'Request was aborted',
      'Something went wrong',
      'An error occurred',
      'Failed to disconnect',
      'Failed to fetch transactions',
      'Token Balance Unavailable',
      'A problem occurred while trying initialize authentication',
      'This application might not support Smart Accounts',
      'Signature declined',
      'Action not allowed',
      'Requested RPC call is not allowed',
      'Error resolving name',
      'Error fetching name suggestions',
      'Error fetching names for address',
      'Network not supported for Gas Price',
      'Network not supported for Swaps',
      'Chain is not supported',
      'Adapter not found',
      'Chain adapter not found',
      'CaipNetwork is undefined',
      'CaipNetwork or CaipAddress is undefined',
      'Unsupported chain',
      'Network not found',
      'Address or auth connector not found',
      'WalletConnectConnector not found',
      'NetworkController client not set',
      'ConnectionController client not set',
      'Connection already closed',
      'An amount and receiver address are required',
      'A token is required',
      'Required',
      'Invalid input',
    ];
    const texts = Object.values(ErrorMessages) as string[];
    for (const text of expected) expect(texts).toContain(text);
    expect(INTERNAL_SDK_ERROR).toBe('INTERNAL_SDK_ERROR');
  });

  it('formats the texts with a value', () => {
    expect(failedToDisconnectChain('solana')).toBe('Failed to disconnect chain solana');
    expect(errorRegisteringName('alice.reown.id')).toBe('Error registering name alice.reown.id');
    expect(tryAgainAfter(30_000)).toBe('Please try again after 30 seconds');
    expect(tryAgainAfter(29_001)).toBe('Please try again after 30 seconds');
    expect(tryAgainAfter(1)).toBe('Please try again after 1 seconds');
    expect(tryAgainAfter(12_000)).toBe('Please try again after 12 seconds');
  });

  it('has every alert code with its title', () => {
    expect(Object.fromEntries(Object.entries(Alerts).map(([code, alert]) => [code, alert.title]))).toEqual({
      SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
      INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
      IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
      IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
      UNVERIFIED_DOMAIN: 'Invalid App Configuration',
      JWT_TOKEN_NOT_VALID: 'Session Expired',
      INVALID_PROJECT_ID: 'Invalid App Configuration',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
    });
    for (const [code, alert] of Object.entries(Alerts)) expect(alert.code).toBe(code);
  });

  it('maps provider messages to alerts', () => {
    expect(alertForProviderMessage('Unauthorized: origin not allowed')?.code).toBe('INVALID_APP_CONFIGURATION');
    expect(alertForProviderMessage('JWT validation error: JWT Token is not yet valid')?.code).toBe('JWT_TOKEN_NOT_VALID');
    expect(alertForProviderMessage('Error: Unauthorized: invalid key')?.code).toBe('INVALID_PROJECT_ID');
    expect(alertForProviderMessage('something else')).toBeUndefined();
    expect(alertForProviderMessage({ message: 1 })).toBeUndefined();
  });
});

describe('JSON-RPC and wallet codes', () => {
  it('maps every code of the specification to a named error', () => {
    const codes = [-32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006,
      4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760];
    for (const code of codes) {
      const error = toRpcError({ code, message: 'from wallet' });
      expect(RpcErrorClasses.has(code)).toBe(true);
      expect((error as unknown as { code: number }).code).toBe(code);
      expect(error).not.toBeInstanceOf(UnknownRpcError);
    }
    expect(toRpcError({ code: 4001 })).toBeInstanceOf(UserRejectedRequestError);
    expect(toRpcError({ code: 4901 })).toBeInstanceOf(ChainDisconnectedError);
    expect(toRpcError({ code: 4902 })).toBeInstanceOf(SwitchChainError);
    expect(toRpcError({ code: -32603 })).toBeInstanceOf(InternalRpcError);
    expect(toRpcError({ code: 1234 })).toBeInstanceOf(UnknownRpcError);
    expect(toRpcError('nonsense')).toBeInstanceOf(UnknownRpcError);
    const throwing = Object.defineProperty({}, 'code', { get: () => { throw new Error('boom'); } });
    expect(toRpcError(throwing)).toBeInstanceOf(UnknownRpcError);
  });

  it('recognises user rejection, also when wrapped', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection(new UserRejectedRequestError(new Error('no')))).toBe(true);
    expect(isUserRejection({ cause: { code: 4001 } })).toBe(true);
    expect(isUserRejection({ code: 4100 })).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });

  it('retries on code -1, limit exceeded, internal error and the listed HTTP statuses only', () => {
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) expect(shouldRetryRequest({ status })).toBe(true);
    for (const status of [400, 401, 404, 501]) expect(shouldRetryRequest({ status })).toBe(false);
    expect(shouldRetryRequest({ code: -1 })).toBe(true);
    expect(shouldRetryRequest(new LimitExceededRpcError(new Error('x')))).toBe(true);
    expect(shouldRetryRequest(new InternalRpcError(new Error('x')))).toBe(true);
    expect(shouldRetryRequest({ code: 4001 })).toBe(false);
    expect(shouldRetryRequest({ cause: { status: 429 } })).toBe(true);
  });

  it('recognises node messages', () => {
    expect(classifyNodeMessage('execution reverted: ERC20: transfer amount exceeds balance')).toBe('executionReverted');
    expect(classifyNodeMessage('nonce too low')).toBe('nonce');
    expect(classifyNodeMessage('max fee per gas less than block base fee')).toBe('gasOrFee');
    expect(classifyNodeMessage('insufficient funds for gas * price + value')).toBe('insufficientFunds');
    expect(classifyNodeMessage('something odd')).toBe('unknown');
  });
});
