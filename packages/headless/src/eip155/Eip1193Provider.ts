/** Arguments of an EIP-1193 request. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | Record<string, unknown>;
}

/** The EIP-1193 provider a browser wallet exposes. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
  /**
   * The type of each address the wallet gives, when it has several kinds (the embedded wallet's smart account and
   * EOA); addresses it leaves out are EOAs.
   */
  accountTypes?(): readonly { readonly address: string; readonly type: 'eoa' | 'smartAccount' }[];
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: string;
  readonly rdns: string;
}

/** What an EIP-6963 announcement carries. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

/** True for an object that can serve EIP-1193 requests. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}
