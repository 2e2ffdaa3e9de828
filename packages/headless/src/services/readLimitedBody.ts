/** Outcome of {@link readLimitedBody}: the text, or the fact that the body was larger than allowed. */
export type LimitedBody = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly bytes: number };

function cancelQuietly(response: Response): void {
  // The body is abandoned on purpose; a failing cancel must not surface as an unhandled rejection.
  response.body?.cancel().catch(() => undefined);
}

/**
 * Reads a response body as UTF-8 text, refusing it as soon as it exceeds `maxBytes`: by its Content-Length before
 * reading anything, otherwise while streaming, so an oversized body is never held in memory whole.
 */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    cancelQuietly(response);
    return { ok: false, bytes: declared };
  }
  const body = response.body;
  if (!body) {
    const buffer = await response.arrayBuffer();
    if (buffer.byteLength > maxBytes) return { ok: false, bytes: buffer.byteLength };
    return { ok: true, text: new TextDecoder().decode(buffer) };
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.cancel().catch(() => undefined);
      return { ok: false, bytes: total };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { ok: true, text: text + decoder.decode() };
}
