import type { IncomingMessage } from 'node:http';
import { ReplyError, errorReply } from './ApiReply.js';

/** Largest request body the devnet API accepts: 1 MB. */
export const MAX_REQUEST_BYTES = 1024 * 1024;

/** Reads a request body as text; a body over {@link MAX_REQUEST_BYTES} is refused with 413 without buffering it all. */
export async function readRequestBody(req: IncomingMessage, maxBytes = MAX_REQUEST_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    throw new ReplyError(errorReply(413, 'Request body too large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer): void => {
      total += chunk.byteLength;
      if (total <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      // Answer at once but keep draining without storing, so the 413 can still be delivered on this connection.
      req.off('data', onData);
      req.resume();
      chunks.length = 0;
      reject(new ReplyError(errorReply(413, 'Request body too large')));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/** Reads a JSON request body; malformed JSON is refused with 400. */
export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_REQUEST_BYTES): Promise<unknown> {
  const text = await readRequestBody(req, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ReplyError(errorReply(400, 'Malformed JSON body'));
  }
}
