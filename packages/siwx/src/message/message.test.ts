/** The line structure of EIP-4361 messages: what the parser takes, what it refuses and where, what the formatter checks. */
import { describe, expect, it } from 'vitest';
import type { SiwxMessageFields } from '../types.js';
import { SiwxMessageError, formatSiwxMessage, parseSiwxMessage } from './index.js';

const fields: SiwxMessageFields = {
  scheme: 'https',
  domain: 'service.org',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  uri: 'https://service.org/login',
  version: '1',
  chainId: 'eip155:10',
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
  expirationTime: '2021-10-30T16:25:24.000Z',
  notBefore: '2021-09-30T16:25:24.000Z',
  requestId: 'req%20one',
  resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://example.com/my-web2-claim.json'],
};

const TEXT = [
  'https://service.org wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  '',
  'URI: https://service.org/login',
  'Version: 1',
  'Chain ID: 10',
  'Nonce: 32891757',
  'Issued At: 2021-09-30T16:25:24.000Z',
  'Expiration Time: 2021-10-30T16:25:24.000Z',
  'Not Before: 2021-09-30T16:25:24.000Z',
  'Request ID: req%20one',
  'Resources:',
  '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
  '- https://example.com/my-web2-claim.json',
].join('\n');

function refusal(run: () => unknown): { reason: string; line: number | undefined; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError);
    const { reason, line, message, name } = error as SiwxMessageError;
    expect(name).toBe('SiwxMessageError');
    return { reason, line, message };
  }
  throw new Error('expected a SiwxMessageError');
}

const lines = TEXT.split('\n');
const edit = (index: number, ...replacement: string[]) => [...lines.slice(0, index), ...replacement, ...lines.slice(index + 1)].join('\n');

describe('formatSiwxMessage and parseSiwxMessage', () => {
  it('write every field in the grammar order and read them back', () => {
    expect(formatSiwxMessage(fields)).toBe(TEXT);
    expect(parseSiwxMessage(TEXT)).toStrictEqual(fields);
  });

  it('leave absent optionals out, and keep an empty statement, request id and resource list, as the grammar allows', () => {
    const minimal: SiwxMessageFields = { domain: 'a.b', address: fields.address, uri: 'a:', version: '1', chainId: 'eip155:1', nonce: 'abcdefgh', issuedAt: '2021-09-30T16:25:24Z' };
    expect(formatSiwxMessage({ ...minimal, statement: undefined, resources: undefined })).toBe(formatSiwxMessage(minimal));
    expect(Object.keys(parseSiwxMessage(formatSiwxMessage(minimal)))).toEqual(['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt']);
    const empty = { ...minimal, statement: '', requestId: '', resources: [] };
    const text = formatSiwxMessage(empty);
    expect(text).toContain(`${fields.address}\n\n\n\nURI: a:`);
    expect(text.endsWith('\nRequest ID: \nResources:')).toBe(true);
    expect(parseSiwxMessage(text)).toStrictEqual(empty);
  });

  it.each([
    ['a carriage return', TEXT.replace(/\n/g, '\r\n'), 'carriage-return', 1],
    ['a carriage return on line 7', edit(6, 'Version: 1\r'), 'carriage-return', 7],
    ['a final line break', `${TEXT}\n`, 'trailing-newline', 16],
    ['another wording of the first line', edit(0, 'service.org wants you to sign in with your Ethereum account'), 'invalid-preamble', 1],
    ['an unknown blockchain name', edit(0, 'service.org wants you to sign in with your Cosmos account:'), 'invalid-preamble', 1],
    ['a scheme that is not one', edit(0, '1https://service.org wants you to sign in with your Ethereum account:'), 'invalid-scheme', 1],
    ['an empty domain after a scheme', edit(0, 'https:// wants you to sign in with your Ethereum account:'), 'invalid-domain', 1],
    ['a domain with a path', edit(0, 'service.org/x wants you to sign in with your Ethereum account:'), 'invalid-domain', 1],
    ['a lower-case address', edit(1, fields.address.toLowerCase()), 'invalid-address', 2],
    ['no empty line after the address', edit(2), 'unexpected-line', 3],
    ['a statement with a double quote', edit(3, 'Say "yes"'), 'invalid-statement', 4],
    ['a statement with a non-ASCII letter', edit(3, 'Connexion \u00e0 service.org'), 'invalid-statement', 4],
    ['a statement with a tab', edit(3, 'a\tb'), 'invalid-statement', 4],
    ['two statement lines', edit(3, 'one', 'two'), 'unexpected-line', 5],
    ['an extra empty line before URI', edit(4, '', ''), 'unexpected-line', 6],
    ['a lower-case label', edit(5, 'uri: https://service.org/login'), 'unexpected-line', 6],
    ['a label without its space', edit(6, 'Version:1'), 'unexpected-line', 7],
    ['a trailing space after the version', edit(6, 'Version: 1 '), 'invalid-version', 7],
    ['a hex chain id', edit(7, 'Chain ID: 0xa'), 'invalid-chain-id', 8],
    ['a chain id with a leading zero', edit(7, 'Chain ID: 010'), 'invalid-chain-id', 8],
    ['a nonce with a dash', edit(8, 'Nonce: 3289-1757'), 'invalid-nonce', 9],
    ['a date without seconds', edit(9, 'Issued At: 2021-09-30T16:25Z'), 'invalid-issued-at', 10],
    ['a repeated issued-at line', edit(9, lines[9] ?? '', lines[9] ?? ''), 'unexpected-line', 11],
    ['a repeated expiration line', edit(10, lines[10] ?? '', lines[10] ?? ''), 'unexpected-line', 12],
    ['a bad expiration time', edit(10, 'Expiration Time: 2021-10-32T16:25:24.000Z'), 'invalid-expiration-time', 11],
    ['a bad not-before time', edit(11, 'Not Before: 2021-09-30T16:25:24.000'), 'invalid-not-before', 12],
    ['a request id with a space', edit(12, 'Request ID: a b'), 'invalid-request-id', 13],
    ['an unknown field', edit(12, 'Request ID: x', 'Audience: y'), 'unexpected-line', 14],
    ['a resource without its dash', edit(14, 'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu'), 'unexpected-line', 15],
    ['a resource that is not a URI', edit(15, '- example.com/claim'), 'invalid-resource', 16],
    ['a line after the resources', `${TEXT}\nNonce: 32891757`, 'unexpected-line', 17],
    ['a message cut after its version', lines.slice(0, 7).join('\n'), 'missing-line', 8],
    ['a message cut after its address', lines.slice(0, 2).join('\n'), 'missing-line', 3],
    ['an empty text', '', 'invalid-preamble', 1],
  ])('refuse %s', (_case, text, reason, line) => {
    const error = refusal(() => parseSiwxMessage(text));
    expect(error).toMatchObject({ reason, line });
    expect(error.message).toMatch(new RegExp(`^line ${line}: `));
  });

  it('refuses a text that is not a string', () => {
    expect(refusal(() => parseSiwxMessage(42 as unknown as string))).toMatchObject({ reason: 'not-a-string', line: undefined });
  });

  it('checks fields before writing them, each with its own reason and a message that names the problem', () => {
    const cases: [Partial<Record<keyof SiwxMessageFields, unknown>>, string, RegExp][] = [
      [{ domain: undefined }, 'missing-field', /"domain" is required/],
      [{ nonce: null }, 'missing-field', /"nonce" is required/],
      [{ chainId: 1 }, 'invalid-chain-id', /must be a string/],
      [{ version: 1 }, 'invalid-version', /must be a string/],
      [{ version: '2' }, 'invalid-version', /must be "1"/],
      [{ scheme: '' }, 'invalid-scheme', /not an RFC 3986 URI scheme/],
      [{ scheme: null }, 'invalid-scheme', /must be a string when present/],
      [{ domain: '' }, 'invalid-domain', /empty/],
      [{ domain: 'a b' }, 'invalid-domain', /not an RFC 3986 authority/],
      [{ address: '0xC02AAA39B223FE8D0A0E5C4F27EAD9083C756CC2' }, 'invalid-address', /EIP-55/],
      [{ statement: 'one\ntwo' }, 'invalid-statement', /line break/],
      [{ statement: 'caf\u00e9' }, 'invalid-statement', /"\u00e9"/],
      [{ uri: 'not a uri' }, 'invalid-uri', /RFC 3986 URI/],
      [{ nonce: 'short' }, 'invalid-nonce', /at least 8/],
      [{ issuedAt: '2021-09-30' }, 'invalid-issued-at', /RFC 3339/],
      [{ notBefore: 'tomorrow' }, 'invalid-not-before', /RFC 3339/],
      [{ expirationTime: '2021-09-30T16:25:60Z' }, 'invalid-expiration-time', /RFC 3339/],
      [{ requestId: 'a/b' }, 'invalid-request-id', /pchar/],
      [{ resources: 'https://a.b' }, 'invalid-resource', /array/],
      [{ resources: ['https://a.b', 7] }, 'invalid-resource', /must be a string/],
      [{ resources: ['https://a.b', 'nope'] }, 'invalid-resource', /"nope"/],
      [{ chainId: 'eip155:1.5' }, 'invalid-chain-id', /reference "1.5" is not a decimal EIP-155 chain id/],
      [{ chainId: 'eip155' }, 'invalid-chain-id', /not a CAIP-2 chain id/],
      [{ chainId: 'tron:0x2b6653dc' }, 'unsupported-namespace', /tron/],
    ];
    for (const [change, reason, message] of cases) {
      const error = refusal(() => formatSiwxMessage({ ...fields, ...change } as SiwxMessageFields));
      expect(error, JSON.stringify(change)).toMatchObject({ reason, line: undefined });
      expect(error.message, JSON.stringify(change)).toMatch(message);
    }
    expect(refusal(() => formatSiwxMessage(null as unknown as SiwxMessageFields)).reason).toBe('missing-field');
  });
});
