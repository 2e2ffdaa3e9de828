import { getAddress, isAddress } from 'viem';
import { formatSiwxMessage } from '../message/index.js';
import type { SiwxMessageFields, SiwxSession } from '../types.js';

/** An account on a chain (CAIP-2), the subject of a sign-in. */
export interface SiwxClientAccount {
  readonly address: string;
  readonly chainId: string;
}

/** A session as the modal keeps it. */
export interface SiwxClientSession extends SiwxClientAccount {
  readonly message: string;
  readonly signature: string;
  readonly id?: string;
  readonly expiresAt?: string;
}

/** The fields a Solana wallet with `solana:signIn` composes the same message from. */
export interface SiwxClientSolanaSignIn {
  readonly domain: string;
  readonly address: string;
  readonly statement?: string;
  readonly uri: string;
  readonly version: string;
  readonly chainId: string;
  readonly nonce: string;
  readonly issuedAt: string;
  readonly expirationTime?: string;
  readonly resources?: readonly string[];
}

/** The sign-in contract of `@connect-modal/headless` (`siwx` in the config), as this client fulfils it. */
export interface SiwxClient {
  readonly required?: boolean;
  getNonce(account: SiwxClientAccount): Promise<string>;
  createMessage(request: SiwxClientAccount & { readonly nonce: string }): { message: string; solanaSignIn?: SiwxClientSolanaSignIn };
  verify(signed: SiwxClientAccount & { readonly message: string; readonly signature: string }): Promise<SiwxClientSession>;
  getSession(request: SiwxClientAccount & { readonly stored?: SiwxClientSession }): Promise<SiwxClientSession | undefined>;
  revoke(session: SiwxClientSession): Promise<void>;
}

/** Options of {@link createSiwxClient}. */
export interface SiwxClientOptions {
  /** Where the backend's sign-in routes answer (a server kit handler): `https://app.example.com/api/siwx`. */
  readonly url: string;
  /** Sign-in is required: cancelling disconnects the wallet. */
  readonly required?: boolean;
  /** The sentence the message asks the visitor to sign (no line breaks); the backend must expect the same. */
  readonly statement?: string;
  readonly resources?: readonly string[];
  /** The domain the message names; the page's host by default. The backend pins its own and refuses any other. */
  readonly domain?: string;
  /** The URI the message names; the page's origin by default. */
  readonly uri?: string;
  /** Ask for a message that expires this long after it is made (the backend's session lifetime applies anyway). */
  readonly expiresInMs?: number;
  /** Offer Sign In With Solana to wallets that have it (default true). */
  readonly solanaSignIn?: boolean;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/** A refusal or failure of the sign-in backend, with its code (`NONCE_USED`, `INVALID_SIGNATURE`, ...). */
export class SiwxClientError extends Error {
  override name = 'SiwxClientError';
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSession(value: unknown): SiwxSession {
  const fields = ['id', 'address', 'chainId', 'message', 'signature', 'issuedAt', 'expiresAt'] as const;
  if (!isRecord(value) || fields.some((field) => typeof value[field] !== 'string')) {
    throw new SiwxClientError('MALFORMED_RESPONSE', 'The sign-in backend answered with a malformed session');
  }
  return value as unknown as SiwxSession;
}

/** EVM addresses compare without case (checksums differ in case only); other namespaces exactly. */
const sameAddress = (a: string, b: string, chainId: string) => (chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b);

const toClientSession = (session: SiwxSession): SiwxClientSession => ({
  address: session.address,
  chainId: session.chainId,
  message: session.message,
  signature: session.signature,
  id: session.id,
  expiresAt: session.expiresAt,
});

/**
 * The ready implementation of the modal's `siwx` option, for a backend built on `@connect-modal/siwx/server`
 * (`createSiwxHandler`): nonces come from the backend, the message is formatted here (EIP-4361 for EVM, CAIP-122
 * for Solana and Bitcoin) with the page's domain and origin, the backend verifies and keeps the session, and the
 * session's id is what this browser keeps to find it again after a reload.
 */
export function createSiwxClient(options: SiwxClientOptions): SiwxClient {
  let base: URL;
  try {
    base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`, typeof location === 'undefined' ? undefined : location.href);
  } catch {
    throw new Error(`siwx url must be a URL, got ${JSON.stringify(options.url)}`);
  }
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const now = options.now ?? Date.now;
  const page = () => {
    const domain = options.domain ?? (typeof location === 'undefined' ? undefined : location.host);
    const uri = options.uri ?? (typeof location === 'undefined' ? undefined : location.origin);
    if (!domain || !uri) throw new Error('siwx: give domain and uri outside a browser page');
    return { domain, uri };
  };

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, base), { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    } catch (error) {
      throw new SiwxClientError('UNREACHABLE', `The sign-in backend could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 204) return { status: 204, body: undefined };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new SiwxClientError('MALFORMED_RESPONSE', `The sign-in backend answered ${response.status} without JSON`, response.status);
    }
    if (!response.ok && response.status !== 404) {
      const error = isRecord(body) && isRecord(body.error) ? body.error : {};
      const code = typeof error.code === 'string' ? error.code : 'BACKEND_ERROR';
      const message = typeof error.message === 'string' ? error.message : `The sign-in backend answered ${response.status}`;
      throw new SiwxClientError(code, message, response.status);
    }
    return { status: response.status, body };
  }

  return {
    ...(options.required === undefined ? {} : { required: options.required }),
    async getNonce() {
      const { body } = await call('nonce');
      if (!isRecord(body) || typeof body.nonce !== 'string') throw new SiwxClientError('MALFORMED_RESPONSE', 'The sign-in backend answered with no nonce');
      return body.nonce;
    },
    createMessage({ address, chainId, nonce }) {
      const { domain, uri } = page();
      const issuedAt = new Date(now()).toISOString();
      const expirationTime = options.expiresInMs === undefined ? undefined : new Date(now() + options.expiresInMs).toISOString();
      const evm = chainId.startsWith('eip155:') && isAddress(address, { strict: false });
      const fields: SiwxMessageFields = {
        domain,
        address: evm ? getAddress(address) : address,
        ...(options.statement === undefined ? {} : { statement: options.statement }),
        uri,
        version: '1',
        chainId,
        nonce,
        issuedAt,
        ...(expirationTime === undefined ? {} : { expirationTime }),
        ...(options.resources === undefined ? {} : { resources: options.resources }),
      };
      const message = formatSiwxMessage(fields);
      if (!chainId.startsWith('solana:') || options.solanaSignIn === false) return { message };
      const { chainId: _caip, ...rest } = fields;
      return { message, solanaSignIn: { ...rest, chainId: chainId.slice('solana:'.length) } };
    },
    async verify({ message, signature }) {
      const { body } = await call('verify', { method: 'POST', body: JSON.stringify({ message, signature }) });
      if (!isRecord(body)) throw new SiwxClientError('MALFORMED_RESPONSE', 'The sign-in backend answered with no session');
      return toClientSession(parseSession(body.session));
    },
    async getSession({ address, chainId, stored }) {
      if (!stored?.id) return undefined;
      const { status, body } = await call(`session?id=${encodeURIComponent(stored.id)}`);
      if (status === 404 || !isRecord(body)) return undefined;
      const session = parseSession(body.session);
      // A session of another account or chain is not this account's.
      if (!sameAddress(session.address, address, chainId) || session.chainId !== chainId) return undefined;
      if (Date.parse(session.expiresAt) <= now()) return undefined;
      return toClientSession(session);
    },
    async revoke(session) {
      if (!session.id) return;
      await call('revoke', { method: 'POST', body: JSON.stringify({ id: session.id }) });
    },
  };
}
