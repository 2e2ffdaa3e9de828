const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 22 characters of 62 symbols: 130 bits. */
const NONCE_LENGTH = 22;
/** 32 bytes: 256 bits. */
const SESSION_ID_BYTES = 32;
/** Largest multiple of 62 a byte can hold; bytes at or above it are dropped so every symbol is equally likely. */
const UNBIASED_LIMIT = 248;

/** A sign-in nonce: 22 alphanumeric characters (130 random bits) from the platform's CSPRNG. */
export function generateNonce(): string {
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(NONCE_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && nonce.length < NONCE_LENGTH) nonce += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return nonce;
}

/** A session id: 256 random bits from the platform's CSPRNG, base64url without padding. */
export function generateSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
