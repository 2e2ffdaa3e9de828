import { base58 } from '@scure/base';
import * as z from 'zod/mini';
import { ConnectError } from '../core/index.js';
import { featureOf, invalidWalletResponse } from '../walletStandard/index.js';
import type { SolanaWalletTarget } from './requestSolanaWallet.js';
import { signInMessageDomain, solanaSignInMessageText } from './solanaSignInMessage.js';
import type { SolanaSignInFeature, SolanaSignInInput } from './solanaWalletFeatures.js';
import { validSolanaAccounts } from './validSolanaAccounts.js';

/** What a Sign In With Solana gives back. */
export interface SolanaSignInResult {
  /** The account that signed in (base58); the connected one. */
  readonly address: string;
  /** The exact text of the message the wallet composed and signed (CAIP-122), to send to the server as it is. */
  readonly signedMessage: string;
  /** The ed25519 signature of the message's UTF-8 bytes, base58. */
  readonly signature: string;
}

/** One line of the message: no line breaks, since the message is line-based. An empty field is left out of it. */
const line = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[^\r\n]*$/, 'must be a single line'));
const signInInputSchema = z.object({
  domain: z.optional(line(255, 1)),
  address: z.optional(line(64, 1)),
  statement: z.optional(line(1024)),
  uri: z.optional(line(2048)),
  version: z.optional(line(16)),
  chainId: z.optional(line(64)),
  nonce: z.optional(line(256)),
  issuedAt: z.optional(line(64)),
  expirationTime: z.optional(line(64)),
  notBefore: z.optional(line(64)),
  requestId: z.optional(line(256)),
  resources: z.optional(z.array(line(2048)).check(z.maxLength(64))),
});

/** The input checked field by field; INVALID_PARAMS naming the first bad field otherwise. */
function parseSignInInput(input: unknown): SolanaSignInInput {
  const parsed = signInInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const where = issue && issue.path.length > 0 ? ` ${issue.path.join('.')}` : '';
  throw new ConnectError('INVALID_PARAMS', `Invalid sign-in input${where}: ${issue?.message ?? 'not an object'}`);
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw invalidWalletResponse('The wallet signed a sign-in message that is not UTF-8 text', error);
  }
}

/**
 * Signs in with the connected account through the wallet's `solana:signIn` feature: undefined when the wallet has no
 * such feature (the app then signs a message it composes itself). The request names the connected account. The
 * answer must be the connected account's, with a 64-byte signature, over exactly the message the request describes
 * (the wallet may fill in the domain); the server verifies the signature itself.
 */
export async function signInWithSolanaWallet(target: SolanaWalletTarget, input: unknown): Promise<SolanaSignInResult | undefined> {
  const parsed = parseSignInInput(input);
  const feature = featureOf<SolanaSignInFeature>(target.wallet, 'solana:signIn', 'signIn');
  if (!feature) return undefined;
  const { address } = target.account;
  if (parsed.address !== undefined && parsed.address !== address) {
    throw new ConnectError('UNAUTHORIZED_ACCOUNT', 'The sign-in must be signed by the connected account');
  }
  const request: SolanaSignInInput = { ...parsed, address };
  const answers: unknown = await feature.signIn(request);
  const answer: unknown = Array.isArray(answers) ? answers[0] : undefined;
  const { account, signedMessage, signature } = (answer ?? {}) as { account?: unknown; signedMessage?: unknown; signature?: unknown };
  if (!(signature instanceof Uint8Array) || signature.length !== 64) throw invalidWalletResponse('The wallet returned an invalid signature');
  if (validSolanaAccounts([account])[0]?.address !== address) throw invalidWalletResponse('The wallet signed in with another account');
  if (!(signedMessage instanceof Uint8Array)) throw invalidWalletResponse('The wallet returned no signed message');
  const text = utf8(signedMessage);
  const domain = request.domain ?? signInMessageDomain(text);
  if (domain === undefined || text !== solanaSignInMessageText({ ...request, domain, address })) {
    throw invalidWalletResponse('The wallet signed a sign-in message that differs from the request');
  }
  return { address, signedMessage: text, signature: base58.encode(signature) };
}
