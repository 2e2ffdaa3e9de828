/** Methods that act for an account, which the wallet answers only for a connected site and its own account. */
export const ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_sendCalls',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

/** Where each account-bound method carries the signing address, so foreign accounts get 4100. */
export function signerOf(method: string, params: unknown): string | undefined {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  const pick = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction':
    case 'wallet_sendCalls': {
      const first = list[0];
      return first && typeof first === 'object' ? pick((first as { from?: unknown }).from) : undefined;
    }
    case 'eth_sign':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return pick(list[0]);
    case 'personal_sign':
    case 'eth_signTypedData':
      return pick(list[1]);
    default:
      return undefined;
  }
}

/** Methods that sign data (not transactions): the ones a smart account answers through its owner. */
export const MESSAGE_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

/** The params of a message-signing method with `signer` put where {@link signerOf} reads the signing address. */
export function withSigner(method: string, params: unknown, signer: string): unknown[] {
  const list = Array.isArray(params) ? [...(params as unknown[])] : [];
  switch (method) {
    case 'eth_sign':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      list[0] = signer;
      return list;
    case 'personal_sign':
    case 'eth_signTypedData':
      list[1] = signer;
      return list;
    default:
      throw new TypeError(`withSigner does not know where ${method} carries its signer`);
  }
}
