/** The browser side of sign-in: the modal's `siwx` option for a backend built on the server kit. */
export { SiwxClientError, createSiwxClient } from './createSiwxClient.js';
export type { SiwxClient, SiwxClientAccount, SiwxClientOptions, SiwxClientSession, SiwxClientSolanaSignIn } from './createSiwxClient.js';
