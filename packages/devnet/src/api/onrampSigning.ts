import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Name of the query parameter that carries a purchase link's signature. */
export const SIGNATURE_PARAM = 'signature';

/** Signs and checks purchase links with an HMAC key that stays on the server (a page never sees it). */
export interface OnrampLinkSigner {
  /** Returns `params` with their signature appended. */
  sign(params: URLSearchParams): URLSearchParams;
  /** True when `params` carry exactly one signature and it is the one of every other parameter, unchanged. */
  verify(params: URLSearchParams): boolean;
}

/** Every parameter but the signature, sorted by name then value, so any change, addition or removal shows. */
function canonical(params: URLSearchParams): string {
  return [...params]
    .filter(([name]) => name !== SIGNATURE_PARAM)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** A signer with its own random 256-bit key (or the one given, for tests that need two APIs to agree). */
export function createOnrampLinkSigner(key: Uint8Array = randomBytes(32)): OnrampLinkSigner {
  const secret = Buffer.from(key);
  const mac = (params: URLSearchParams) => createHmac('sha256', secret).update(canonical(params)).digest();
  return {
    sign(params) {
      const signed = new URLSearchParams(params);
      signed.delete(SIGNATURE_PARAM);
      signed.append(SIGNATURE_PARAM, mac(signed).toString('base64url'));
      return signed;
    },
    verify(params) {
      const given = params.getAll(SIGNATURE_PARAM);
      if (given.length !== 1 || !/^[A-Za-z0-9_-]{43}$/.test(given[0] ?? '')) return false;
      const expected = mac(params);
      const actual = Buffer.from(given[0] ?? '', 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
