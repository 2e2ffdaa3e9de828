import type { IncomingMessage, ServerResponse } from 'node:http';
import { createWalletClient as createFarcasterWalletClient, viemConnector } from '@farcaster/auth-client';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { readRequestBody } from '../api/readRequestBody.js';
import type { FarcasterRelay, RelayChannel } from './farcasterRelay.js';

/** Path of the dev Farcaster app's approval page (the URL in the sign-in QR code). */
export const FARCASTER_APP_PATH = '/__devnet/farcaster';

/** A devnet Farcaster account: its fid, username and custody key (registered in the devnet ID registry). */
export interface FarcasterTestUser {
  readonly fid: number;
  readonly username: string;
  readonly custodyKey: Hex;
}

/** How the Farcaster app reaches the relay: its URL and key, and the ID registry chain's RPC URL. */
export interface RelayAccess {
  readonly relayUrl: string;
  readonly authKey: string;
  readonly rpcUrl: string;
}

/** What the dev app signs: the channel's request, optionally changed (tests sign wrong domains or nonces). */
export interface ApproveOptions {
  readonly user: FarcasterTestUser;
  /** Overrides of the signed message's fields (a wrong domain or nonce, for tests). */
  readonly overrides?: { readonly domain?: string; readonly nonce?: string; readonly uri?: string };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}dt{font-weight:600;margin-top:.5rem}
dd{margin:0;word-break:break-all}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#6a3cd6;color:#fff;cursor:pointer;margin-top:1rem}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * Signs the channel's Sign In With Farcaster message with the user's custody key, as a Farcaster app does, and
 * completes the channel at the relay through the Farcaster auth client's wallet side (`authenticate`).
 */
export async function approveChannel(relay: RelayAccess, channel: RelayChannel, options: ApproveOptions): Promise<void> {
  const account = privateKeyToAccount(options.user.custodyKey);
  const client = createFarcasterWalletClient({ relay: relay.relayUrl, ethereum: viemConnector({ rpcUrl: relay.rpcUrl }) });
  const params = channel.signatureParams;
  const built = client.buildSignInMessage({
    address: account.address,
    fid: options.user.fid,
    uri: options.overrides?.uri ?? params.siweUri,
    domain: options.overrides?.domain ?? params.domain,
    nonce: options.overrides?.nonce ?? channel.nonce,
    ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
    ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
  });
  if (built.isError) throw new Error(`The sign-in message could not be built: ${built.error?.message ?? 'invalid request'}`);
  const signature = await account.signMessage({ message: built.message });
  const answer = await client.authenticate({
    channelToken: channel.channelToken,
    authKey: relay.authKey,
    message: built.message,
    signature,
    fid: options.user.fid,
    username: options.user.username,
    displayName: options.user.username,
  });
  if (answer.isError || answer.response.status !== 201) {
    throw new Error(`The relay refused the approval: ${answer.isError ? answer.error?.message : JSON.stringify(answer.data)}`);
  }
}

/**
 * The dev Farcaster app's page: `GET /__devnet/farcaster?channelToken=` shows the request (domain, nonce, address
 * of the site) with an Approve button; its form posts back and the test user's custody key signs the request.
 */
export function createDevFarcasterApp(options: { readonly relay: FarcasterRelay; readonly access: RelayAccess; readonly user: FarcasterTestUser }) {
  const send = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    });
    res.end(html);
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', options.access.relayUrl);
    if (url.pathname !== FARCASTER_APP_PATH) return false;
    let token = url.searchParams.get('channelToken') ?? '';
    if (req.method === 'POST') token = new URLSearchParams(await readRequestBody(req, 4_096)).get('channelToken') ?? '';
    const channel = options.relay.channel(token);
    if (!channel) {
      send(res, 404, page('Unknown request', '<h1>Unknown sign-in request</h1><p>This sign-in link is unknown or has expired.</p>'));
      return true;
    }
    const { user } = options;
    if (req.method === 'POST') {
      if (!channel.completion) await approveChannel(options.access, channel, { user });
      send(res, 200, page('Signed in', `<h1>Signed in</h1><p role="status">@${escapeHtml(user.username)} approved the sign-in to ${escapeHtml(channel.signatureParams.domain)}. Go back to the app.</p>`));
      return true;
    }
    const params = channel.signatureParams;
    send(
      res,
      200,
      page(
        'Sign in with Farcaster',
        `<h1>Sign in with Farcaster</h1>
<p>@${escapeHtml(user.username)} (fid ${user.fid}), ${escapeHtml(params.domain)} asks you to sign in.</p>
<dl><dt>Domain</dt><dd data-testid="farcaster-domain">${escapeHtml(params.domain)}</dd>
<dt>Site</dt><dd>${escapeHtml(params.siweUri)}</dd>
<dt>Nonce</dt><dd data-testid="farcaster-nonce">${escapeHtml(channel.nonce)}</dd></dl>
${channel.completion ? '<p role="status">This request is approved already.</p>' : `<form method="post" action="${FARCASTER_APP_PATH}"><input type="hidden" name="channelToken" value="${escapeHtml(channel.channelToken)}"><button type="submit">Approve</button></form>`}`,
      ),
    );
    return true;
  };
}
