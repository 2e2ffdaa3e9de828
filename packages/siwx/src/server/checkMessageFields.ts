import type { SiwxMessageFields } from '../types.js';
import type { ResolvedServerConfig } from './resolveServerConfig.js';
import { SiwxServerError } from './SiwxServerError.js';

/** EIP-4361: a message that names no scheme is read as `https`. */
const DEFAULT_SCHEME = 'https';

function time(field: string, text: string): number {
  // RFC 3339 allows a lower-case "t" and "z"; Date.parse reads the upper-case form.
  const ms = Date.parse(text.toUpperCase());
  if (Number.isNaN(ms)) throw new SiwxServerError('MALFORMED_MESSAGE', `The message's ${field} is not a date this server can read: ${text}`);
  return ms;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The checks a parsed message must pass before its nonce is spent or its signature checked, in order: domain
 * (and scheme), URI, chain, statement, resources, then its times against `now`: `clockSkewMs` of tolerance on
 * the issued-at and not-before times (set from the signer's clock), none on the expiration time.
 * Throws a {@link SiwxServerError} for the first that fails; returns the message's expiration time, if any.
 */
export function checkMessageFields(fields: SiwxMessageFields, config: ResolvedServerConfig, now: number): { expiresAt: number | undefined } {
  const scheme = fields.scheme?.toLowerCase() ?? (config.schemePinned ? DEFAULT_SCHEME : config.scheme);
  if (fields.domain.toLowerCase() !== config.domain || scheme !== config.scheme) {
    const named = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`;
    throw new SiwxServerError('DOMAIN_MISMATCH', `The message is for ${named}, not for ${config.schemePinned ? `${config.scheme}://` : ''}${config.domain}`);
  }
  if (fields.uri !== config.uri) throw new SiwxServerError('URI_MISMATCH', `The message's URI is ${fields.uri}, not ${config.uri}`);
  if (!config.chains.has(fields.chainId)) {
    throw new SiwxServerError('CHAIN_NOT_ALLOWED', `Chain ${fields.chainId} is not one this server signs in on (${[...config.chains].join(', ')})`);
  }
  if (config.statement !== undefined && fields.statement !== config.statement) {
    throw new SiwxServerError('STATEMENT_MISMATCH', "The message's statement is not the one this server asks to sign");
  }
  if (config.resources !== undefined && !sameList(fields.resources ?? [], config.resources)) {
    throw new SiwxServerError('RESOURCES_MISMATCH', "The message's resources are not the ones this server asks to sign, in its order");
  }
  const skew = config.clockSkewMs;
  if (time('issued-at time', fields.issuedAt) > now + skew) {
    throw new SiwxServerError('ISSUED_IN_FUTURE', `The message is issued at ${fields.issuedAt}, later than the server's time ${new Date(now).toISOString()}`);
  }
  const expiresAt = fields.expirationTime === undefined ? undefined : time('expiration time', fields.expirationTime);
  // No tolerance here: an expiration is honoured as written, so no session outlives the message's own end.
  if (expiresAt !== undefined && expiresAt <= now) {
    throw new SiwxServerError('EXPIRED', `The message expired at ${fields.expirationTime}`);
  }
  if (fields.notBefore !== undefined && time('not-before time', fields.notBefore) > now + skew) {
    throw new SiwxServerError('NOT_YET_VALID', `The message is not valid before ${fields.notBefore}`);
  }
  return { expiresAt };
}
