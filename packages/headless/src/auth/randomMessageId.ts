/** A fresh request id: 16 random bytes from the Web Crypto API as 32 hex characters (the protocol's id shape). */
export function randomMessageId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0');
  return id;
}
