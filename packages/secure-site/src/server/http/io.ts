import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as z from 'zod/mini';
import { HttpError } from './httpError.js';

/** Headers every answer carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Sends a JSON answer (never cached). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Sends an error answer `{ error: { code, message } }`. */
export function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, { error: { code: error.code, message: error.message } });
}

/** Sends text or HTML with extra headers. */
export function sendText(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, ...headers });
  res.end(body);
}

/** Reads a JSON body of at most `maxBytes`; 413 when larger, 400 when not JSON or not `application/json`. */
export async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'INVALID_BODY', 'The body is not valid JSON');
  }
}

/** Parses `value` with `schema`; a 400 INVALID_BODY naming the first problem's field otherwise. */
export function parseBody<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, 'INVALID_BODY', `Invalid request body: ${field}${issue?.message ?? 'Invalid input'}`);
}
