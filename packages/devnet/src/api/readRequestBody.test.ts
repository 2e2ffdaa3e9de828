import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ReplyError } from './ApiReply.js';
import { readJsonBody, readRequestBody } from './readRequestBody.js';

/** A request body arriving in chunks, without a Content-Length (chunked transfer encoding). */
function chunkedRequest(chunks: readonly string[]): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers: {} });
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return stream as unknown as IncomingMessage;
}

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReplyError);
  return (error as ReplyError).reply.status;
}

describe('readRequestBody', () => {
  it('reads a chunked body and parses JSON', async () => {
    expect(await readRequestBody(chunkedRequest(['{"a":', '1}']))).toBe('{"a":1}');
    expect(await readJsonBody(chunkedRequest(['{"a":', '1}']))).toEqual({ a: 1 });
  });

  it('refuses a body over the limit while it streams, and one declared too large', async () => {
    expect(await refusal(readRequestBody(chunkedRequest(['x'.repeat(600), 'y'.repeat(600)]), 1_000))).toBe(413);
    const declared = chunkedRequest([]);
    Object.assign(declared, { headers: { 'content-length': '2000000' } });
    expect(await refusal(readRequestBody(declared))).toBe(413);
  });

  it('refuses malformed JSON with 400', async () => {
    expect(await refusal(readJsonBody(chunkedRequest(['{"a":'])))).toBe(400);
  });
});
