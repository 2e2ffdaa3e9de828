/**
 * fast-check generators of valid EIP-4361 fields, built from the productions of RFC 3986, RFC 3339 and EIP-4361,
 * for the differential tests of the message parser. Test support only: not part of the package's build.
 */
import fc from 'fast-check';
import { bytesToHex, getAddress } from 'viem';
import type { SiwxMessageFields } from '../../types.js';

/** The fuzz tests' fixed seed, so that a run repeats (they read SIWX_FUZZ_SEED to explore others). */
export const DEFAULT_FUZZ_SEED = 4361;

const PCT = '%[0-9A-Fa-f]{2}';
const charsOrPct = (chars: string, min: number, max: number) =>
  fc.stringMatching(new RegExp(`^(?:[${chars}]|${PCT}){${min},${max}}$`));
const UNRESERVED_SUB_DELIMS = "A-Za-z0-9\\-._~!$&'()*+,;=";

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. */
export const scheme = fc.oneof(fc.constantFrom('https', 'http'), fc.stringMatching(/^[A-Za-z][A-Za-z0-9+.-]{0,5}$/));

const regName = fc.oneof(fc.domain(), charsOrPct(UNRESERVED_SUB_DELIMS, 1, 12));
const ipFuture = fc.stringMatching(/^v[0-9a-fA-F]{1,2}\.[A-Za-z0-9\-._~!$&'()*+,;=:]{1,8}$/);
const host = fc.oneof(
  { arbitrary: regName, weight: 4 },
  fc.ipV4(),
  fc.ipV6().map((ip) => `[${ip}]`),
  ipFuture.map((ip) => `[${ip}]`),
);
const userinfo = charsOrPct(`${UNRESERVED_SUB_DELIMS}:`, 0, 8);
const port = fc.oneof(fc.integer({ min: 0, max: 65_535 }).map(String), fc.stringMatching(/^[0-9]{0,6}$/));

/** `authority = [ userinfo "@" ] host [ ":" port ]`, the host never empty. */
export const authority = fc
  .tuple(fc.option(userinfo, { nil: undefined }), host, fc.option(port, { nil: undefined }))
  .map(([user, name, number]) => `${user === undefined ? '' : `${user}@`}${name}${number === undefined ? '' : `:${number}`}`);

const segment = charsOrPct(`${UNRESERVED_SUB_DELIMS}:@`, 0, 6);
const segmentNz = charsOrPct(`${UNRESERVED_SUB_DELIMS}:@`, 1, 6);
const segments = (max: number) => fc.array(segment, { maxLength: max }).map((list) => list.map((s) => `/${s}`).join(''));
const queryOrFragment = charsOrPct(`${UNRESERVED_SUB_DELIMS}:@/?`, 0, 10);
const hierPart = fc.oneof(
  fc.tuple(authority, segments(3)).map(([auth, path]) => `//${auth}${path}`), // "//" authority path-abempty
  fc.option(fc.tuple(segmentNz, segments(2)), { nil: undefined }).map((p) => `/${p === undefined ? '' : p.join('')}`),
  fc.tuple(segmentNz, segments(2)).map(([first, rest]) => first + rest), // path-rootless
  fc.constant(''), // path-empty
);
const genericUri = fc
  .tuple(scheme, hierPart, fc.option(queryOrFragment, { nil: undefined }), fc.option(queryOrFragment, { nil: undefined }))
  .map(
    ([name, hier, query, fragment]) =>
      `${name}:${hier}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
  );

/** RFC 3986 URIs: web URLs and every shape of `hier-part`. */
export const uri = fc.oneof(
  fc.webUrl({
    withFragments: true,
    withQueryParameters: true,
    authoritySettings: { withIPv4: true, withIPv6: true, withUserInfo: true, withPort: true },
  }),
  genericUri,
);

/** A number written with two digits, from 0 to `max`. */
export const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));

/** RFC 3339 date-times of years 0000 to 9999, with or without a fraction, `Z`/`z` or a numeric offset, `T` or `t`. */
export const dateTime = fc
  .record({
    date: fc.date({ min: new Date('0000-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: undefined }),
    offset: fc.oneof(
      fc.constantFrom('Z', 'z'),
      fc.tuple(fc.constantFrom('+', '-'), twoDigits(23), twoDigits(59)).map(([sign, h, m]) => `${sign}${h}:${m}`),
    ),
    lowerT: fc.boolean(),
  })
  .map(({ date, fraction, offset, lowerT }) => {
    const iso = date.toISOString();
    const seconds = fraction === undefined ? '' : `.${fraction}`;
    return `${iso.slice(0, 10)}${lowerT ? 't' : 'T'}${iso.slice(11, 19)}${seconds}${offset}`;
  });

/** EIP-55 checksummed addresses. */
export const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(bytesToHex(bytes)));

/** `eip155:<id>` for ids the reference parser reads exactly (up to 2^53 - 1). */
export const evmChainId = fc
  .oneof(fc.constantFrom(1, 10, 137, 8453, 31337, 11155111), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }))
  .map((id) => `eip155:${id}`);

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });

/** Valid EVM field sets, each optional field present half of the time (absent as an absent key, never `undefined`). */
export const evmFields: fc.Arbitrary<SiwxMessageFields> = fc
  .record({
    scheme: optional(scheme),
    domain: authority,
    address: evmAddress,
    statement: optional(fc.stringMatching(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]{0,60}$/)),
    uri,
    version: fc.constant('1' as const),
    chainId: evmChainId,
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,20}$/),
    issuedAt: dateTime,
    expirationTime: optional(dateTime),
    notBefore: optional(dateTime),
    requestId: optional(charsOrPct(`${UNRESERVED_SUB_DELIMS}:@`, 0, 12)),
    resources: optional(fc.array(uri, { maxLength: 3 })),
  })
  .map((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as SiwxMessageFields);
