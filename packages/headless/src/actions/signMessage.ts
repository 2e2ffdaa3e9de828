import type { ChainNamespace, ConnectConfig } from '../core/index.js';

/** Parameters of {@link signMessage}. */
export interface SignMessageParameters {
  readonly message: string;
  /** The namespace whose wallet signs; the active one by default. */
  readonly namespace?: ChainNamespace;
}

/** Asks the connected wallet to sign a message; resolves with the signature. Never retried. */
export function signMessage(config: ConnectConfig, parameters: SignMessageParameters): Promise<string> {
  return config._internal.signMessage(parameters.message, parameters.namespace ? { namespace: parameters.namespace } : {});
}
