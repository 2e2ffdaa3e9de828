import { parseSiwxMessage } from '../message/index.js';
import type { SignedSiwxMessage, SiwxMessageFields, SiwxSession } from '../types.js';
import { SiwxVerifyError, verifySiwxSignature } from '../verify/index.js';
import { checkMessageFields } from './checkMessageFields.js';
import { createMemoryNonceStore } from './createMemoryNonceStore.js';
import { createMemorySessionStore } from './createMemorySessionStore.js';
import type { NonceStore } from './NonceStore.js';
import { generateNonce, generateSessionId } from './randomTokens.js';
import { resolveServerConfig } from './resolveServerConfig.js';
import type { SessionStore } from './SessionStore.js';
import { SiwxServerError } from './SiwxServerError.js';

/** Options of {@link createSiwxServer}. */
export interface SiwxServerOptions {
  /**
   * Authority the messages must be for (`example.com`, `example.com:8443`), fixed here and never read from a
   * request. Prefix a scheme (`https://example.com`) to require it; otherwise a message that names a scheme must
   * name the scheme of `uri`.
   */
  readonly domain: string;
  /** URI the messages must name, compared as written. */
  readonly uri: string;
  /** CAIP-2 chain ids a message may be for. */
  readonly chains: readonly string[];
  /** Statement the messages must carry, when set. */
  readonly statement?: string;
  /** Resources the messages must list, in this order, when set. */
  readonly resources?: readonly string[];
  /** Where issued nonces live (default: this process's memory). Servers on several processes share one. */
  readonly nonceStore?: NonceStore;
  /** Where sessions live (default: this process's memory). */
  readonly sessionStore?: SessionStore;
  /** JSON-RPC URL of a chain, for contract-wallet signatures (ERC-1271, ERC-6492). */
  readonly rpcUrl?: (chainId: string) => string | undefined;
  /** How long an issued nonce may be used (default 10 minutes). */
  readonly nonceTtlMs?: number;
  /** Longest session (default 7 days); a message's expiration time ends its session sooner. */
  readonly sessionTtlMs?: number;
  /** Tolerance for the signer's clock on issued-at and not-before times (default 60 seconds). */
  readonly clockSkewMs?: number;
  /** Time source in milliseconds (default `Date.now`); also the default stores' clock. */
  readonly now?: () => number;
}

/** A nonce to put in a message, and when it stops being accepted. */
export interface IssuedNonce {
  readonly nonce: string;
  /** ISO time. */
  readonly expiresAt: string;
}

/** A sign-in server: issues nonces, verifies signed messages into sessions, and keeps the sessions. */
export interface SiwxServer {
  /** A fresh single-use nonce from the platform's CSPRNG (130 bits, alphanumeric), recorded in the nonce store. */
  issueNonce(): Promise<IssuedNonce>;
  /** Checks a signed message and opens a session; throws a {@link SiwxServerError} naming the failed check. */
  verify(signed: SignedSiwxMessage): Promise<SiwxSession>;
  /** The live session with this id, or undefined. */
  getSession(id: string): Promise<SiwxSession | undefined>;
  /** The live sessions of an address. */
  listSessions(address: string): Promise<SiwxSession[]>;
  /** Ends one session; the address's other sessions stay. */
  revoke(sessionOrId: SiwxSession | string): Promise<void>;
}

function parse(signed: SignedSiwxMessage): SiwxMessageFields {
  if (typeof signed !== 'object' || signed === null || typeof signed.message !== 'string' || typeof signed.signature !== 'string') {
    throw new SiwxServerError('MALFORMED_MESSAGE', 'A signed message is { message: string, signature: string, publicKey?: string }');
  }
  try {
    return parseSiwxMessage(signed.message);
  } catch (error) {
    throw new SiwxServerError('MALFORMED_MESSAGE', `The message is not a valid sign-in message: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Checks the signature. With no RPC for the chain, a signature that is not the address's own ECDSA signature
 * cannot be a smart account's either, as far as this server can tell: it is refused like any wrong signature.
 * Other verifier failures (an RPC that does not answer, a bad RPC URL) are the server's, and are thrown as they are.
 */
async function signatureIsValid(fields: SiwxMessageFields, signed: SignedSiwxMessage, rpcUrl: SiwxServerOptions['rpcUrl']): Promise<boolean> {
  try {
    return await verifySiwxSignature({
      chainId: fields.chainId,
      address: fields.address,
      signed: { message: signed.message, signature: signed.signature, ...(signed.publicKey === undefined ? {} : { publicKey: signed.publicKey }) },
      ...(rpcUrl ? { rpcUrl } : {}),
    });
  } catch (error) {
    if (error instanceof SiwxVerifyError && error.reason === 'NO_RPC_URL') return false;
    throw error;
  }
}

function live(session: SiwxSession | undefined, now: number): SiwxSession | undefined {
  return session !== undefined && Date.parse(session.expiresAt) > now ? session : undefined;
}

/**
 * Creates a sign-in server. Every check that needs no secret work runs first (parse, domain, URI, chain,
 * statement, resources, times), then the nonce is spent, atomically and once, then the signature is checked, and
 * only then is a session created. Throws an Error at once for a bad configuration.
 */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const config = resolveServerConfig(options);
  const now = options.now ?? Date.now;
  const nonces = options.nonceStore ?? createMemoryNonceStore({ now });
  const sessions = options.sessionStore ?? createMemorySessionStore({ now });

  return {
    async issueNonce() {
      const nonce = generateNonce();
      const issuedAt = now();
      await nonces.issue(nonce, config.nonceTtlMs);
      return { nonce, expiresAt: new Date(issuedAt + config.nonceTtlMs).toISOString() };
    },

    async verify(signed) {
      const fields = parse(signed);
      const { expiresAt: messageExpiresAt } = checkMessageFields(fields, config, now());

      const spent = await nonces.consume(fields.nonce);
      if (spent === 'unknown') throw new SiwxServerError('UNKNOWN_NONCE', 'The nonce was not issued by this server, or has expired: ask for a new one');
      if (spent === 'used') throw new SiwxServerError('NONCE_USED', 'The nonce was already used: each signed message signs in once');

      if (!(await signatureIsValid(fields, signed, options.rpcUrl))) {
        throw new SiwxServerError('INVALID_SIGNATURE', `The signature is not ${fields.address}'s signature of this message`);
      }

      const createdAt = now();
      const expiresAt = Math.min(messageExpiresAt ?? Number.POSITIVE_INFINITY, createdAt + config.sessionTtlMs);
      const session: SiwxSession = {
        id: generateSessionId(),
        address: fields.address,
        chainId: fields.chainId,
        message: signed.message,
        signature: signed.signature,
        issuedAt: new Date(createdAt).toISOString(),
        expiresAt: new Date(expiresAt).toISOString(),
      };
      await sessions.put(session);
      return session;
    },

    async getSession(id) {
      if (typeof id !== 'string' || id === '') return undefined;
      return live(await sessions.get(id), now());
    },

    async listSessions(address) {
      if (typeof address !== 'string' || address === '') return [];
      const at = now();
      return (await sessions.listByAddress(address)).filter((session) => live(session, at) !== undefined);
    },

    async revoke(sessionOrId) {
      const id = typeof sessionOrId === 'string' ? sessionOrId : sessionOrId?.id;
      if (typeof id !== 'string' || id === '') throw new TypeError('revoke takes a session or a session id');
      await sessions.delete(id);
    },
  };
}
