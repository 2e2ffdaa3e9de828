/** Writes the text of a sign-in message: EIP-4361 for EVM chains, CAIP-122 for Solana and Bitcoin. */
import type { SiwxMessageFields } from '../types.js';
import { checkAddress } from './addresses.js';
import { ACCOUNT_NAMES, resolveChainId } from './chainId.js';
import { SiwxMessageError, type SiwxMessageErrorReason } from './errors.js';
import {
  checkDomain,
  checkNonce,
  checkRequestId,
  checkResource,
  checkScheme,
  checkStatement,
  checkTime,
  checkUri,
  checkVersion,
} from './fieldRules.js';

const REQUIRED = ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const;

const OPTIONAL_REASONS = {
  scheme: 'invalid-scheme',
  statement: 'invalid-statement',
  expirationTime: 'invalid-expiration-time',
  notBefore: 'invalid-not-before',
  requestId: 'invalid-request-id',
} as const satisfies Partial<Record<keyof SiwxMessageFields, SiwxMessageErrorReason>>;

const REQUIRED_REASONS = {
  domain: 'invalid-domain',
  address: 'invalid-address',
  uri: 'invalid-uri',
  version: 'invalid-version',
  chainId: 'invalid-chain-id',
  nonce: 'invalid-nonce',
  issuedAt: 'invalid-issued-at',
} as const satisfies Record<(typeof REQUIRED)[number], SiwxMessageErrorReason>;

/** Callers from JavaScript can hand anything: every field must be there and be a string before its rule runs. */
function checkTypes(fields: SiwxMessageFields): void {
  if (typeof fields !== 'object' || fields === null) {
    throw new SiwxMessageError('missing-field', 'The message fields must be an object.');
  }
  for (const key of REQUIRED) {
    const value: unknown = fields[key];
    if (value === undefined || value === null) {
      throw new SiwxMessageError('missing-field', `The field "${key}" is required.`);
    }
    if (typeof value !== 'string') {
      throw new SiwxMessageError(REQUIRED_REASONS[key], `The field "${key}" must be a string, got ${typeof value}.`);
    }
  }
  for (const [key, reason] of Object.entries(OPTIONAL_REASONS)) {
    const value: unknown = fields[key as keyof typeof OPTIONAL_REASONS];
    if (value !== undefined && typeof value !== 'string') {
      throw new SiwxMessageError(reason, `The field "${key}" must be a string when present, got ${String(value)}.`);
    }
  }
  const resources: unknown = fields.resources;
  if (resources !== undefined && !Array.isArray(resources)) {
    throw new SiwxMessageError('invalid-resource', 'The field "resources" must be an array of URIs when present.');
  }
  for (const resource of (resources ?? []) as unknown[]) {
    if (typeof resource !== 'string') {
      throw new SiwxMessageError('invalid-resource', `Every resource must be a string, got ${String(resource)}.`);
    }
  }
}

/**
 * The text of the sign-in message for `fields`, exactly as EIP-4361's ABNF writes it for an `eip155:*` chain id
 * (`Chain ID: <decimal>`, "... with your Ethereum account:"), and as CAIP-122 writes it for `solana:*` ("... with
 * your Solana account:") and `bip122:*` ("... with your Bitcoin account:"), whose `Chain ID:` line holds the CAIP-2
 * reference. Optional fields that are absent (or `undefined`) are left out; an empty `statement` or an empty
 * `resources` list is written, as the grammar allows. Lines end with a line feed; the text has no final line break.
 *
 * @throws {SiwxMessageError} when a field is missing or breaks its rule (see {@link SiwxMessageErrorReason}).
 */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  checkTypes(fields);
  const { namespace, reference } = resolveChainId(fields.chainId);
  if (fields.scheme !== undefined) checkScheme(fields.scheme);
  checkDomain(fields.domain);
  checkAddress(namespace, reference, fields.address);
  if (fields.statement !== undefined) checkStatement(fields.statement);
  checkUri(fields.uri);
  checkVersion(fields.version);
  checkNonce(fields.nonce);
  checkTime('invalid-issued-at', fields.issuedAt);
  if (fields.expirationTime !== undefined) checkTime('invalid-expiration-time', fields.expirationTime);
  if (fields.notBefore !== undefined) checkTime('invalid-not-before', fields.notBefore);
  if (fields.requestId !== undefined) checkRequestId(fields.requestId);
  for (const resource of fields.resources ?? []) checkResource(resource);

  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`;
  const lines = [`${origin} wants you to sign in with your ${ACCOUNT_NAMES[namespace]} account:`, fields.address, ''];
  if (fields.statement !== undefined) lines.push(fields.statement);
  lines.push(
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  );
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources !== undefined) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`));
  return lines.join('\n');
}
