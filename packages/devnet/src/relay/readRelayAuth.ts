import { relayJwtClaimsSchema } from './relaySchemas.js';

/** Who a relay connection belongs to, as read from its URL. */
export interface RelayAuth {
  readonly projectId: string | undefined;
  /** The client id (`iss` of the auth JWT), when the JWT can be read. */
  readonly clientId: string | undefined;
}

/** A project id the hosted relay accepts has this shape. */
export const PROJECT_ID_PATTERN = /^[0-9a-f]{32}$/i;

function decodeJwtClaims(jwt: string): unknown {
  const payload = jwt.split('.')[1];
  if (!payload || payload.length > 4096) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads `projectId` and `auth` from a connection URL. The JWT is decoded, not verified: a local relay only
 * needs the client id to route messages and to keep a client from receiving what it published.
 */
export function readRelayAuth(requestUrl: string | undefined): RelayAuth {
  let url: URL;
  try {
    url = new URL(requestUrl ?? '/', 'http://127.0.0.1');
  } catch {
    return { projectId: undefined, clientId: undefined };
  }
  const projectId = url.searchParams.get('projectId') ?? undefined;
  const auth = url.searchParams.get('auth');
  const claims = auth ? relayJwtClaimsSchema.safeParse(decodeJwtClaims(auth)) : undefined;
  return { projectId, clientId: claims?.success ? claims.data.iss : undefined };
}
