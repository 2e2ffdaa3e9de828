/** Error shaped like the ones real wallets throw: numeric EIP-1193 / JSON-RPC code and message. */
export class DevWalletRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) {
      this.data = data;
    }
  }
}

/** 4001, what a wallet answers when the user declines its prompt. */
export const userRejected = (): DevWalletRpcError => new DevWalletRpcError(4001, 'User rejected the request.');

/** 4100, what a wallet answers for an account the site was never given. */
export const unauthorized = (): DevWalletRpcError =>
  new DevWalletRpcError(4100, 'The requested method and/or account has not been authorized by the user.');
