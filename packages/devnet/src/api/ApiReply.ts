import type { ServerResponse } from 'node:http';

/** An answer of the devnet API, written by {@link writeReply}. */
export interface ApiReply {
  readonly status: number;
  /** Serialised as JSON unless `text` is given. */
  readonly json?: unknown;
  readonly text?: string;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Headers that let a page on another origin (the demo, browser tests) read every answer. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': 'Retry-After, Content-Length',
  'access-control-max-age': '600',
};

/** A JSON answer. */
export function jsonReply(status: number, json: unknown, headers?: Readonly<Record<string, string>>): ApiReply {
  return headers === undefined ? { status, json } : { status, json, headers };
}

/** A JSON error answer `{ error }`. */
export function errorReply(status: number, message: string): ApiReply {
  return { status, json: { error: message } };
}

/** A failure thrown by a route handler and answered as is. */
export class ReplyError extends Error {
  readonly reply: ApiReply;

  constructor(reply: ApiReply) {
    super(typeof reply.json === 'object' && reply.json !== null ? JSON.stringify(reply.json) : `HTTP ${reply.status}`);
    this.reply = reply;
  }
}

/** Writes a reply with the CORS headers, unless the client already went away. */
export function writeReply(res: ServerResponse, reply: ApiReply): void {
  if (res.headersSent || res.destroyed) return;
  const body =
    reply.text !== undefined ? reply.text : reply.json === undefined ? '' : JSON.stringify(reply.json);
  const contentType =
    reply.contentType ?? (reply.text !== undefined ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8');
  res.writeHead(reply.status, {
    ...CORS_HEADERS,
    ...(body === '' && reply.status === 204 ? {} : { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) }),
    ...reply.headers,
  });
  res.end(body);
}
