/** Largest request body the sign-in handler reads: 16 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A request the handler refuses before reading it as a sign-in call. */
export class RequestBodyError extends Error {
  override readonly name = 'RequestBodyError';

  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
    message: string,
  ) {
    super(message);
  }
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new RequestBodyError(413, 'PAYLOAD_TOO_LARGE', `The request body is over ${maxBytes} bytes`);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading at once: a body that lies about its length is not buffered past the cap.
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON object body of at most `maxBytes` (default {@link MAX_BODY_BYTES}); throws a
 * {@link RequestBodyError} for another media type (415), a body over the cap (413), or text that is not UTF-8
 * JSON holding an object (400).
 */
export async function readJsonRequest(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new RequestBodyError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (content-type: application/json)');
  }
  const bytes = await readCapped(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new RequestBodyError(400, 'BAD_REQUEST', 'The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestBodyError(400, 'BAD_REQUEST', 'The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
