import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { formatSiwxMessage } from '../message/index.js';
import type { SignedSiwxMessage, SiwxMessageFields } from '../types.js';
import { createSiwxServer } from './createSiwxServer.js';
import type { SiwxServerOptions } from './createSiwxServer.js';
import type { SiwxServerErrorCode } from './SiwxServerError.js';

const START = Date.parse('2030-05-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const account = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

function setup(overrides: Partial<SiwxServerOptions> = {}) {
  let at = START;
  const server = createSiwxServer({ domain: 'app.example.com', uri: 'https://app.example.com', chains: ['eip155:1', 'eip155:10'], now: () => at, ...overrides });
  async function signed(fields: Partial<SiwxMessageFields> = {}, signer = account): Promise<SignedSiwxMessage> {
    const nonce = fields.nonce ?? (await server.issueNonce()).nonce;
    const message = formatSiwxMessage({
      domain: 'app.example.com',
      address: account.address,
      uri: 'https://app.example.com',
      version: '1',
      chainId: 'eip155:1',
      issuedAt: iso(at),
      ...fields,
      nonce,
    });
    return { message, signature: await signer.signMessage({ message }) };
  }
  return { server, signed, advance: (ms: number) => (at += ms), now: () => at };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: SiwxServerErrorCode; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason as { name: string; code: SiwxServerErrorCode; message: string },
  );
  expect(error.name).toBe('SiwxServerError');
  return error;
}

describe('createSiwxServer: signing in', () => {
  it('issues alphanumeric 130-bit nonces with their expiry', async () => {
    const { server } = setup({ nonceTtlMs: 5 * 60_000 });
    const issued = await server.issueNonce();
    expect(issued.nonce).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(issued.expiresAt).toBe(iso(START + 5 * 60_000));
  });

  it('turns a message signed by its address into a session, kept and listed', async () => {
    const { server, signed } = setup();
    const input = await signed({ chainId: 'eip155:10' });
    const session = await server.verify(input);
    expect(session).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      address: account.address,
      chainId: 'eip155:10',
      message: input.message,
      signature: input.signature,
      issuedAt: iso(START),
      expiresAt: iso(START + 7 * 24 * 60 * 60_000),
    });
    expect(await server.getSession(session.id)).toEqual(session);
    expect(await server.listSessions(account.address.toLowerCase())).toEqual([session]);
  });

  it("ends the session at the message's expiration time when that comes before the session lifetime", async () => {
    const { server, signed, advance } = setup({ sessionTtlMs: 60 * 60_000 });
    const short = await server.verify(await signed({ expirationTime: iso(START + 10 * 60_000) }));
    const long = await server.verify(await signed({ expirationTime: iso(START + 24 * 60 * 60_000) }));
    expect(short.expiresAt).toBe(iso(START + 10 * 60_000));
    expect(long.expiresAt).toBe(iso(START + 60 * 60_000));
    advance(10 * 60_000);
    expect(await server.getSession(short.id)).toBeUndefined();
    expect((await server.listSessions(account.address)).map((s) => s.id)).toEqual([long.id]);
  });

  it('signs in a Solana account with an ed25519 signature', async () => {
    const chain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const { server } = setup({ chains: [chain] });
    const secret = ed25519.utils.randomSecretKey();
    const address = base58.encode(ed25519.getPublicKey(secret));
    const { nonce } = await server.issueNonce();
    const message = formatSiwxMessage({ domain: 'app.example.com', address, uri: 'https://app.example.com', version: '1', chainId: chain, nonce, issuedAt: iso(START) });
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret));
    const session = await server.verify({ message, signature });
    expect(session.address).toBe(address);
    expect(await server.listSessions(address)).toEqual([session]);
  });

  it('revokes one session and leaves the address’s others', async () => {
    const { server, signed } = setup();
    const first = await server.verify(await signed());
    const second = await server.verify(await signed());
    const third = await server.verify(await signed());
    await server.revoke(second);
    await server.revoke(third.id);
    expect(await server.getSession(second.id)).toBeUndefined();
    expect(await server.getSession(third.id)).toBeUndefined();
    expect((await server.listSessions(account.address)).map((s) => s.id)).toEqual([first.id]);
    await expect(server.revoke('')).rejects.toThrow('revoke takes a session or a session id');
  });
});

describe('createSiwxServer: refusals, each with its code', () => {
  it('refuses a replayed message: NONCE_USED', async () => {
    const { server, signed } = setup();
    const input = await signed();
    await server.verify(input);
    const error = await refusal(server.verify(input));
    expect(error.code).toBe('NONCE_USED');
    expect(error.message).toBe('The nonce was already used: each signed message signs in once');
  });

  it('refuses a nonce the server never issued, and one whose time ran out: UNKNOWN_NONCE', async () => {
    const { server, signed, advance } = setup({ nonceTtlMs: 60_000 });
    expect((await refusal(server.verify(await signed({ nonce: 'madeUpNonce123' })))).code).toBe('UNKNOWN_NONCE');
    const late = await signed();
    advance(60_000);
    expect((await refusal(server.verify({ ...late }))).code).toBe('UNKNOWN_NONCE');
  });

  it('refuses a message for another domain or scheme: DOMAIN_MISMATCH, without spending the nonce', async () => {
    const { server, signed } = setup();
    const { nonce } = await server.issueNonce();
    const error = await refusal(server.verify(await signed({ nonce, domain: 'evil.example.com' })));
    expect(error).toMatchObject({ code: 'DOMAIN_MISMATCH', message: 'The message is for evil.example.com, not for app.example.com' });
    expect((await refusal(server.verify(await signed({ nonce, scheme: 'http' })))).code).toBe('DOMAIN_MISMATCH');
    // The refusals came before the nonce: it still signs in once.
    expect((await server.verify(await signed({ nonce, scheme: 'https' }))).address).toBe(account.address);
  });

  it('requires the configured scheme when the domain names one', async () => {
    const { server, signed } = setup({ domain: 'http://app.example.com' });
    expect((await refusal(server.verify(await signed()))).code).toBe('DOMAIN_MISMATCH');
    expect((await server.verify(await signed({ scheme: 'http' }))).chainId).toBe('eip155:1');
  });

  it('refuses another URI: URI_MISMATCH', async () => {
    const { server, signed } = setup();
    const error = await refusal(server.verify(await signed({ uri: 'https://app.example.com/other' })));
    expect(error).toMatchObject({ code: 'URI_MISMATCH', message: "The message's URI is https://app.example.com/other, not https://app.example.com" });
  });

  it('refuses a chain it was not configured for: CHAIN_NOT_ALLOWED', async () => {
    const { server, signed } = setup();
    const error = await refusal(server.verify(await signed({ chainId: 'eip155:137' })));
    expect(error).toMatchObject({ code: 'CHAIN_NOT_ALLOWED', message: 'Chain eip155:137 is not one this server signs in on (eip155:1, eip155:10)' });
  });

  it('refuses another statement or other resources when they are configured', async () => {
    const resources = ['https://app.example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'];
    const { server, signed } = setup({ statement: 'Sign in to App', resources });
    expect((await refusal(server.verify(await signed({ statement: 'Sign in to Evil', resources })))).code).toBe('STATEMENT_MISMATCH');
    expect((await refusal(server.verify(await signed({ resources })))).code).toBe('STATEMENT_MISMATCH');
    expect((await refusal(server.verify(await signed({ statement: 'Sign in to App', resources: [...resources].reverse() })))).code).toBe('RESOURCES_MISMATCH');
    expect((await refusal(server.verify(await signed({ statement: 'Sign in to App' })))).code).toBe('RESOURCES_MISMATCH');
    expect((await server.verify(await signed({ statement: 'Sign in to App', resources }))).address).toBe(account.address);
  });

  it('refuses a message issued later than now beyond the clock skew: ISSUED_IN_FUTURE', async () => {
    const { server, signed } = setup({ clockSkewMs: 30_000 });
    expect((await refusal(server.verify(await signed({ issuedAt: iso(START + 30_001) })))).code).toBe('ISSUED_IN_FUTURE');
    expect((await server.verify(await signed({ issuedAt: iso(START + 30_000) }))).issuedAt).toBe(iso(START));
  });

  it('refuses an expired message: EXPIRED', async () => {
    const { server, signed } = setup();
    const error = await refusal(server.verify(await signed({ issuedAt: iso(START - 120_000), expirationTime: iso(START) })));
    expect(error).toMatchObject({ code: 'EXPIRED', message: `The message expired at ${iso(START)}` });
  });

  it('refuses a message before its not-before time beyond the clock skew: NOT_YET_VALID', async () => {
    const { server, signed } = setup();
    const error = await refusal(server.verify(await signed({ notBefore: iso(START + 60_001) })));
    expect(error).toMatchObject({ code: 'NOT_YET_VALID', message: `The message is not valid before ${iso(START + 60_001)}` });
    expect((await server.verify(await signed({ notBefore: iso(START + 60_000) }))).address).toBe(account.address);
  });

  it('refuses a signature from another address: INVALID_SIGNATURE, and the nonce is spent', async () => {
    const { server, signed } = setup();
    const forged = await signed({}, stranger);
    const error = await refusal(server.verify(forged));
    expect(error).toMatchObject({ code: 'INVALID_SIGNATURE', message: `The signature is not ${account.address}'s signature of this message` });
    expect((await refusal(server.verify(forged))).code).toBe('NONCE_USED');
    expect(await server.listSessions(account.address)).toEqual([]);
  });

  it('refuses a signature that is not one, or a message edited after signing: INVALID_SIGNATURE', async () => {
    const { server, signed } = setup();
    const input = await signed();
    expect((await refusal(server.verify({ ...input, signature: '0x1234' }))).code).toBe('INVALID_SIGNATURE');
    const edited = await signed();
    const text = edited.message.replace('Chain ID: 1', 'Chain ID: 10');
    expect((await refusal(server.verify({ ...edited, message: text }))).code).toBe('INVALID_SIGNATURE');
  });

  it('refuses text that is not a sign-in message: MALFORMED_MESSAGE', async () => {
    const { server, signed } = setup();
    const input = await signed();
    const error = await refusal(server.verify({ ...input, message: `${input.message}\n` }));
    expect(error.code).toBe('MALFORMED_MESSAGE');
    expect(error.message).toMatch(/^The message is not a valid sign-in message: /);
    expect((await refusal(server.verify({ message: 42, signature: '0x' } as unknown as SignedSiwxMessage))).code).toBe('MALFORMED_MESSAGE');
  });

  it('reports the first failed check in the documented order', async () => {
    const { server, signed } = setup({ statement: 'Sign in' });
    const input = await signed({ nonce: 'neverIssued99', domain: 'evil.example', uri: 'https://evil.example', chainId: 'eip155:5', expirationTime: iso(START - 1), issuedAt: iso(START - 5_000) }, stranger);
    expect((await refusal(server.verify(input))).code).toBe('DOMAIN_MISMATCH');
    const second = await signed({ nonce: 'neverIssued99', uri: 'https://evil.example', chainId: 'eip155:5', expirationTime: iso(START - 1), issuedAt: iso(START - 5_000) }, stranger);
    expect((await refusal(server.verify(second))).code).toBe('URI_MISMATCH');
    const third = await signed({ nonce: 'neverIssued99', chainId: 'eip155:5', expirationTime: iso(START - 1), issuedAt: iso(START - 5_000) }, stranger);
    expect((await refusal(server.verify(third))).code).toBe('CHAIN_NOT_ALLOWED');
    const fourth = await signed({ nonce: 'neverIssued99', expirationTime: iso(START - 1), issuedAt: iso(START - 5_000) }, stranger);
    expect((await refusal(server.verify(fourth))).code).toBe('STATEMENT_MISMATCH');
    const fifth = await signed({ nonce: 'neverIssued99', statement: 'Sign in', expirationTime: iso(START - 1), issuedAt: iso(START - 5_000) }, stranger);
    expect((await refusal(server.verify(fifth))).code).toBe('EXPIRED');
    const sixth = await signed({ nonce: 'neverIssued99', statement: 'Sign in' }, stranger);
    expect((await refusal(server.verify(sixth))).code).toBe('UNKNOWN_NONCE');
  });
});

describe('createSiwxServer: configuration', () => {
  const base = { domain: 'app.example.com', uri: 'https://app.example.com', chains: ['eip155:1'] };
  it.each([
    [{ ...base, domain: '' }, 'Sign-in server config: domain must be a non-empty string such as "example.com"'],
    [{ ...base, domain: 'app.example.com/path' }, /^Sign-in server config: .*domain "app\.example\.com\/path"/],
    [{ ...base, uri: 'not a uri' }, 'Sign-in server config: uri is not an absolute URI: "not a uri"'],
    [{ ...base, chains: [] }, 'Sign-in server config: chains must list at least one CAIP-2 chain id, such as "eip155:1"'],
    [{ ...base, chains: ['ethereum'] }, 'Sign-in server config: chains holds "ethereum", which is not a CAIP-2 chain id such as "eip155:1"'],
    [{ ...base, chains: ['cosmos:cosmoshub-4'] }, 'Sign-in server config: chain cosmos:cosmoshub-4 is in namespace "cosmos"; sign-in supports eip155, solana and bip122'],
    [{ ...base, statement: 'two\nlines' }, /^Sign-in server config: /],
    [{ ...base, resources: ['not a uri'] }, /^Sign-in server config: /],
    [{ ...base, nonceTtlMs: 0 }, 'Sign-in server config: nonceTtlMs must be a positive number of milliseconds, got 0'],
    [{ ...base, clockSkewMs: -1 }, 'Sign-in server config: clockSkewMs must be a non-negative number of milliseconds, got -1'],
  ])('refuses a bad configuration at creation (%#)', (options, message) => {
    expect(() => createSiwxServer(options as SiwxServerOptions)).toThrow(message);
  });
});
