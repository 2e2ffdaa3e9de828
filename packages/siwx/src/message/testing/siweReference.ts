/**
 * Our parser and the reference EIP-4361 parser (@spruceid/siwe-parser) behind one outcome shape, for the
 * differential tests. Test support only: not part of the package's build.
 */
import { ParsedMessage } from '@spruceid/siwe-parser';
import type { SiwxMessageFields } from '../../types.js';
import { parseSiwxMessage } from '../parse.js';


/** What a parser made of a text. */
export type Outcome = { ok: true; fields: SiwxMessageFields } | { ok: false; error: unknown };

/** Our parser's outcome. */
export function parseWithOurs(text: string): Outcome {
  try {
    return { ok: true, fields: parseSiwxMessage(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The reference's outcome, in our field names: absent optionals absent, the chain id as `eip155:<id>`. */
export function parseWithReference(text: string): Outcome {
  let parsed: ParsedMessage;
  try {
    // The constructor parses, and throws on a message it rejects.
    parsed = new ParsedMessage(text);
  } catch (error) {
    return { ok: false, error };
  }
  const optional = {
    scheme: parsed.scheme,
    statement: parsed.statement,
    expirationTime: parsed.expirationTime,
    notBefore: parsed.notBefore,
    requestId: parsed.requestId,
    resources: parsed.resources,
  };
  return {
    ok: true,
    fields: {
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
      domain: parsed.domain,
      address: parsed.address,
      uri: parsed.uri,
      version: parsed.version as '1',
      chainId: `eip155:${parsed.chainId}`,
      nonce: parsed.nonce,
      issuedAt: parsed.issuedAt,
    },
  };
}
