/**
 * RFC 3986 recognisers for the parts of a sign-in message that are URIs or authorities. Each one implements the
 * RFC's ABNF production of the same name (section 3 and appendix A) and accepts exactly the strings it derives.
 */

// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" ; sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
const UNRESERVED = "A-Za-z0-9\\-._~";
const SUB_DELIMS = "!$&'()*+,;=";
// pct-encoded = "%" HEXDIG HEXDIG (HEXDIG is case-insensitive in ABNF)
const PCT_ENCODED = '%[0-9A-Fa-f]{2}';
// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`;
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;

const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`);
// reg-name = *( unreserved / pct-encoded / sub-delims ); every IPv4address is also a reg-name.
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`);
const PORT = /^[0-9]*$/;
// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
const IPV_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`);
const H16 = /^[0-9A-Fa-f]{1,4}$/;
// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`);
const PATH_ABEMPTY = new RegExp(`^(?:/${SEGMENT})*$`);
// path-absolute = "/" [ segment-nz *( "/" segment ) ] ; path-rootless = segment-nz *( "/" segment ) ; path-empty = 0<pchar>
const PATH_ABSOLUTE = new RegExp(`^/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?$`);
const PATH_ROOTLESS = new RegExp(`^${SEGMENT_NZ}(?:/${SEGMENT})*$`);
// query = fragment = *( pchar / "/" / "?" )
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`);
// request-id (EIP-4361) = *pchar
const PCHARS = new RegExp(`^${PCHAR}*$`);

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. */
export function isScheme(text: string): boolean {
  return SCHEME.test(text);
}

/** `*pchar`: the characters a path segment (and an EIP-4361 request id) may hold. */
export function isPchars(text: string): boolean {
  return PCHARS.test(text);
}

/**
 * `IPv6address` of RFC 3986 section 3.2.2: eight 16-bit groups, or fewer around one `::`, the last 32 bits
 * optionally written as an IPv4 address.
 */
export function isIPv6Address(text: string): boolean {
  const gap = text.indexOf('::');
  if (gap !== -1 && text.indexOf('::', gap + 1) !== -1) return false;
  const split = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = gap === -1 ? text.split(':') : split(text.slice(0, gap));
  const tail = gap === -1 ? [] : split(text.slice(gap + 2));
  const groups = [...head, ...tail];
  let count = 0;
  for (const [index, group] of groups.entries()) {
    const last = index === groups.length - 1;
    // ls32 = ( h16 ":" h16 ) / IPv4address: an IPv4 address may only close the address.
    if (last && (gap === -1 || tail.length > 0) && IPV4.test(group)) count += 2;
    else if (H16.test(group)) count += 1;
    else return false;
  }
  return gap === -1 ? count === 8 : count <= 7;
}

/** `host = IP-literal / IPv4address / reg-name`, where `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`. */
export function isHost(text: string): boolean {
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) return false;
    const literal = text.slice(1, -1);
    return isIPv6Address(literal) || IPV_FUTURE.test(literal);
  }
  return REG_NAME.test(text);
}

/** `authority = [ userinfo "@" ] host [ ":" port ]`. */
export function isAuthority(text: string): boolean {
  const at = text.indexOf('@');
  const userinfo = at === -1 ? '' : text.slice(0, at);
  const hostPort = at === -1 ? text : text.slice(at + 1);
  if (!USERINFO.test(userinfo)) return false;
  // A reg-name and an IPv4 address hold no ":", an IP-literal ends with "]": the port follows the last of these.
  const literal = hostPort.startsWith('[');
  const hostEnd = literal ? hostPort.indexOf(']') + 1 : hostPort.indexOf(':');
  if (literal && hostEnd === 0) return false;
  if (hostEnd === -1) return isHost(hostPort);
  const rest = hostPort.slice(hostEnd);
  if (rest !== '' && !(rest.startsWith(':') && PORT.test(rest.slice(1)))) return false;
  return isHost(hostPort.slice(0, hostEnd));
}

/**
 * `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`, with
 * `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty`.
 */
export function isUri(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon === -1 || !isScheme(text.slice(0, colon))) return false;
  let rest = text.slice(colon + 1);
  const hash = rest.indexOf('#');
  if (hash !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false;
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf('?');
  if (question !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false;
    rest = rest.slice(0, question);
  }
  return isHierPart(rest);
}

function isHierPart(text: string): boolean {
  if (text.startsWith('//')) {
    const afterSlashes = text.slice(2);
    const pathStart = afterSlashes.indexOf('/');
    const authority = pathStart === -1 ? afterSlashes : afterSlashes.slice(0, pathStart);
    const path = pathStart === -1 ? '' : afterSlashes.slice(pathStart);
    return isAuthority(authority) && PATH_ABEMPTY.test(path);
  }
  return text === '' || PATH_ABSOLUTE.test(text) || PATH_ROOTLESS.test(text);
}
