import { formatSiwxMessage } from '../message/index.js';

/** The configuration a sign-in server checks messages against, validated. */
export interface ResolvedServerConfig {
  /** Authority the messages must name, lower-cased. */
  readonly domain: string;
  /** Scheme a message may name before its domain: the configured one, or the URI's. */
  readonly scheme: string;
  /** True when the domain was configured with a scheme, which a message without one (read as `https`) must match. */
  readonly schemePinned: boolean;
  readonly uri: string;
  readonly chains: ReadonlySet<string>;
  readonly statement: string | undefined;
  readonly resources: readonly string[] | undefined;
  readonly nonceTtlMs: number;
  readonly sessionTtlMs: number;
  readonly clockSkewMs: number;
}

/** What {@link resolveServerConfig} reads. */
export interface ServerConfigInput {
  readonly domain: string;
  readonly uri: string;
  readonly chains: readonly string[];
  readonly statement?: string;
  readonly resources?: readonly string[];
  readonly nonceTtlMs?: number;
  readonly sessionTtlMs?: number;
  readonly clockSkewMs?: number;
}

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
const NAMESPACES = new Set(['eip155', 'solana', 'bip122']);
const SCHEME_PREFIX = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/;
/** A valid EVM chain and address, to check the text fields through the message formatter's own rules. */
const PROBE = { address: '0x0000000000000000000000000000000000000000', chainId: 'eip155:1', nonce: 'probe0000', issuedAt: '2020-01-01T00:00:00Z' } as const;

function fail(message: string): never {
  throw new Error(`Sign-in server config: ${message}`);
}

function duration(name: string, value: number | undefined, fallback: number, allowZero = false): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    fail(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number of milliseconds, got ${String(value)}`);
  }
  return value;
}

/** Checks a server's options and fills in the defaults; throws an Error naming the first bad option. */
export function resolveServerConfig(input: ServerConfigInput): ResolvedServerConfig {
  if (typeof input.domain !== 'string' || input.domain === '') fail('domain must be a non-empty string such as "example.com"');
  if (typeof input.uri !== 'string' || input.uri === '') fail('uri must be a non-empty string such as "https://example.com"');
  const schemed = SCHEME_PREFIX.exec(input.domain);
  const domain = schemed ? (schemed[2] ?? '') : input.domain;
  let uriScheme: string;
  try {
    uriScheme = new URL(input.uri).protocol.slice(0, -1);
  } catch {
    fail(`uri is not an absolute URI: ${JSON.stringify(input.uri)}`);
  }
  if (!Array.isArray(input.chains) || input.chains.length === 0) fail('chains must list at least one CAIP-2 chain id, such as "eip155:1"');
  for (const chain of input.chains) {
    const match = typeof chain === 'string' ? CAIP2.exec(chain) : null;
    if (!match) fail(`chains holds ${JSON.stringify(chain)}, which is not a CAIP-2 chain id such as "eip155:1"`);
    if (!NAMESPACES.has(match[1] ?? '')) fail(`chain ${chain} is in namespace "${match[1]}"; sign-in supports eip155, solana and bip122`);
  }
  if (input.statement !== undefined && typeof input.statement !== 'string') fail('statement must be a string');
  if (input.resources !== undefined && (!Array.isArray(input.resources) || input.resources.some((r) => typeof r !== 'string'))) {
    fail('resources must be an array of URI strings');
  }
  try {
    // The formatter applies EIP-4361's rules to each field: a config it accepts yields messages the parser accepts.
    formatSiwxMessage({
      ...PROBE,
      version: '1',
      domain,
      uri: input.uri,
      ...(schemed ? { scheme: schemed[1] } : {}),
      ...(input.statement === undefined ? {} : { statement: input.statement }),
      ...(input.resources === undefined ? {} : { resources: input.resources }),
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)} (domain ${JSON.stringify(input.domain)}, uri ${JSON.stringify(input.uri)})`);
  }
  return {
    domain: domain.toLowerCase(),
    scheme: (schemed?.[1] ?? uriScheme).toLowerCase(),
    schemePinned: schemed !== null,
    uri: input.uri,
    chains: new Set(input.chains),
    statement: input.statement,
    resources: input.resources === undefined ? undefined : [...input.resources],
    nonceTtlMs: duration('nonceTtlMs', input.nonceTtlMs, 10 * 60_000),
    sessionTtlMs: duration('sessionTtlMs', input.sessionTtlMs, 7 * 24 * 60 * 60_000),
    clockSkewMs: duration('clockSkewMs', input.clockSkewMs, 60_000, true),
  };
}
