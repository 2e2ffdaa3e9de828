import type { SolanaSignInInput } from './solanaWalletFeatures.js';

/** The first line of a Sign In With Solana message, which names the requesting domain. */
const FIRST_LINE = /^(.+) wants you to sign in with your Solana account:$/;

/** The domain named on the first line of a Sign In With Solana message, if the text starts like one. */
export function signInMessageDomain(text: string): string | undefined {
  const newline = text.indexOf('\n');
  return FIRST_LINE.exec(newline < 0 ? text : text.slice(0, newline))?.[1];
}

/**
 * The text of the Sign In With Solana (CAIP-122) message a wallet composes from `input`, laid out as the Wallet
 * Standard's reference utilities lay it out: the domain's request and the address, the statement after a blank line
 * when there is one, then after another blank line a `Name: value` line per field present (URI, Version, Chain ID,
 * Nonce, Issued At, Expiration Time, Not Before, Request ID) and the resources as a `- ` list.
 */
export function solanaSignInMessageText(input: SolanaSignInInput & { readonly domain: string; readonly address: string }): string {
  const fields: [label: string, value: string | undefined][] = [
    ['URI', input.uri],
    ['Version', input.version],
    ['Chain ID', input.chainId],
    ['Nonce', input.nonce],
    ['Issued At', input.issuedAt],
    ['Expiration Time', input.expirationTime],
    ['Not Before', input.notBefore],
    ['Request ID', input.requestId],
  ];
  const lines: string[] = [];
  for (const [label, value] of fields) if (value) lines.push(`${label}: ${value}`);
  if (input.resources) {
    lines.push('Resources:');
    for (const resource of input.resources) lines.push(`- ${resource}`);
  }
  let text = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`;
  if (input.statement) text += `\n\n${input.statement}`;
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`;
  return text;
}
