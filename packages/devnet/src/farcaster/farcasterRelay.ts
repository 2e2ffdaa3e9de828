import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { ReplyError } from '../api/ApiReply.js';
import { readRequestBody } from '../api/readRequestBody.js';

/** A channel stays open this long after it was created (the relay forgets it afterwards). */
export const CHANNEL_TTL_MS = 10 * 60 * 1000;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const nonceField = z.string().check(z.regex(/^[A-Za-z0-9]{8,128}$/, 'The nonce is 8 to 128 letters and digits'));

/** Body of `POST /v1/channel`, as the Farcaster auth client's `createChannel` sends it. */
const createChannelBody = z.strictObject({
  siweUri: z.url({ protocol: /^https?$/ }),
  domain: z.string().check(z.regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, 'The domain is a host, with an optional port')),
  nonce: z.optional(nonceField),
  notBefore: z.optional(text(64)),
  expirationTime: z.optional(text(64)),
  requestId: z.optional(text(256)),
  redirectUrl: z.optional(z.url({ protocol: /^https?$/ })),
  acceptAuthAddress: z.optional(z.boolean()),
});

/** Body of `POST /v1/channel/authenticate`, as the auth client's wallet side `authenticate` sends it. */
const authenticateBody = z.strictObject({
  message: text(4_000),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,2000}$/, 'The signature is hex')),
  authMethod: z.optional(z.enum(['custody', 'authAddress'])),
  fid: z.number().check(z.int(), z.positive()),
  username: z.optional(z.string().check(z.maxLength(64))),
  bio: z.optional(z.string().check(z.maxLength(512))),
  displayName: z.optional(z.string().check(z.maxLength(128))),
  pfpUrl: z.optional(z.string().check(z.maxLength(1_024))),
});

type SignatureParams = Omit<z.infer<typeof createChannelBody>, 'acceptAuthAddress'>;

/** One sign-in request, open until the Farcaster app completes it or it expires. */
export interface RelayChannel {
  readonly channelToken: string;
  readonly nonce: string;
  readonly url: string;
  readonly signatureParams: SignatureParams;
  readonly acceptAuthAddress: boolean;
  readonly expiresAt: number;
  readonly metadata: { readonly ip: string; readonly userAgent: string };
  completion?: z.infer<typeof authenticateBody> & { authMethod: 'custody' | 'authAddress' };
}

/** The relay's state and its HTTP routes (`/v1/channel`, `/v1/channel/status`, `/v1/channel/authenticate`). */
export interface FarcasterRelay {
  /** The open channel of `channelToken`, if any. */
  channel(channelToken: string): RelayChannel | undefined;
  /** Answers a relay route; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function bearer(req: IncomingMessage): string | undefined {
  return /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(req.headers.authorization ?? '')?.[1];
}

function sameKey(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function parse<T>(req: IncomingMessage, schema: z.ZodMiniType<T>): Promise<T> {
  let json: unknown;
  try {
    json = JSON.parse(await readRequestBody(req, 64 * 1024));
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    throw new RelayError(400, 'The body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RelayError(400, `Invalid body: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

class RelayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function statusBody(channel: RelayChannel) {
  const done = channel.completion;
  return {
    state: done ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    ...(done ?? {}),
    signatureParams: channel.signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  };
}

/**
 * A stand-in of the Farcaster relay with the HTTP contract the Farcaster auth client calls: an app creates a
 * channel (`POST /v1/channel`), polls it (`GET /v1/channel/status`, 202 while pending, 200 once completed), and
 * the Farcaster app completes it with the signed message (`POST /v1/channel/authenticate`, with the relay key in
 * `X-Farcaster-Auth-Relay-Key`). Channels live in memory for {@link CHANNEL_TTL_MS}.
 */
export function createFarcasterRelay(options: { readonly appUrl: string; readonly authKey: string; readonly now?: () => number }): FarcasterRelay {
  const channels = new Map<string, RelayChannel>();
  const now = options.now ?? Date.now;
  const open = (channelToken: string | undefined): RelayChannel => {
    const channel = channelToken ? channels.get(channelToken) : undefined;
    if (!channel) throw new RelayError(401, 'Unknown channel token');
    if (channel.expiresAt <= now()) {
      channels.delete(channel.channelToken);
      throw new RelayError(401, 'The channel has expired');
    }
    return channel;
  };
  const routes = async (req: IncomingMessage, res: ServerResponse, route: string) => {
    if (route === 'POST /v1/channel') {
      const { acceptAuthAddress, ...signatureParams } = await parse(req, createChannelBody);
      const channelToken = randomBytes(24).toString('base64url');
      const nonce = signatureParams.nonce ?? randomBytes(12).toString('hex');
      const url = `${options.appUrl}?channelToken=${channelToken}`;
      for (const [token, channel] of channels) if (channel.expiresAt <= now()) channels.delete(token);
      channels.set(channelToken, {
        channelToken,
        nonce,
        url,
        signatureParams: { ...signatureParams, nonce },
        acceptAuthAddress: acceptAuthAddress ?? true,
        expiresAt: now() + CHANNEL_TTL_MS,
        metadata: { ip: req.socket.remoteAddress ?? 'unknown', userAgent: String(req.headers['user-agent'] ?? '').slice(0, 256) },
      });
      return sendJson(res, 201, { channelToken, url, nonce });
    }
    if (route === 'GET /v1/channel/status') {
      const channel = open(bearer(req));
      return sendJson(res, channel.completion ? 200 : 202, statusBody(channel));
    }
    // POST /v1/channel/authenticate
    if (!sameKey(req.headers['x-farcaster-auth-relay-key'], options.authKey)) throw new RelayError(401, 'Unknown relay key');
    const channel = open(bearer(req));
    const body = await parse(req, authenticateBody);
    if (channel.completion) throw new RelayError(409, 'The channel is completed already');
    channel.completion = { ...body, authMethod: body.authMethod ?? 'custody' };
    return sendJson(res, 201, statusBody(channel));
  };
  const known = new Set(['POST /v1/channel', 'GET /v1/channel/status', 'POST /v1/channel/authenticate']);
  return {
    channel: (channelToken) => channels.get(channelToken),
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://relay').pathname;
      const route = `${req.method ?? 'GET'} ${path}`;
      if (!known.has(route)) {
        if (!path.startsWith('/v1/')) return false;
        sendJson(res, 404, { error: `No route ${route}` });
        return true;
      }
      try {
        await routes(req, res, route);
      } catch (error) {
        if (error instanceof RelayError) sendJson(res, error.status, { error: error.message });
        else if (error instanceof ReplyError) sendJson(res, error.reply.status, { error: 'Request body too large' });
        else throw error;
      }
      return true;
    },
  };
}
