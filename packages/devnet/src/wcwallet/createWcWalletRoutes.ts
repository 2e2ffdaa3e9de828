import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { CORS_HEADERS, ReplyError, errorReply, jsonReply } from '../api/ApiReply.js';
import type { ApiReply } from '../api/ApiReply.js';
import { readJsonBody } from '../api/readRequestBody.js';
import type { WcWallet } from './startWcWallet.js';

/** Where the test wallet's controls live on the devnet origin. */
export const WC_WALLET_ROUTE_PREFIX = '/__devnet/wc/';

const pairBodySchema = z.object({ uri: z.string().check(z.maxLength(2048)) });
const rejectBodySchema = z.object({
  code: z.optional(z.int().check(z.minimum(-32768), z.maximum(65535))),
  message: z.optional(z.string().check(z.maxLength(256))),
});

async function parseBody<T>(req: IncomingMessage, schema: z.ZodMiniType<T>, expected: string): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(req, 16 * 1024));
  if (!parsed.success) throw new ReplyError(errorReply(400, `Expected ${expected}`));
  return parsed.data;
}

/**
 * The test wallet's page, for trying WalletConnect by hand: paste the link the modal shows (its "Copy link"
 * button) and pair; the wallet approves and signs with a devnet account on its own.
 */
const WALLET_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Devnet WalletConnect wallet</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 560px; margin: 40px auto; padding: 0 16px; line-height: 1.5; }
  label, input, button { display: block; width: 100%; box-sizing: border-box; font: inherit; }
  input { margin: 4px 0 12px; padding: 8px; }
  button { margin: 8px 0; padding: 8px; cursor: pointer; }
  pre { background: #f4f4f5; padding: 12px; overflow: auto; white-space: pre-wrap; word-break: break-all; }
</style>
</head>
<body>
<main>
  <h1>Devnet WalletConnect wallet</h1>
  <p>Open the modal, choose WalletConnect, press "Copy link", paste the link here and pair. The wallet approves
  the session and every request with a devnet account.</p>
  <form id="pair">
    <label for="uri">Pairing link (wc:…)</label>
    <input id="uri" name="uri" autocomplete="off" spellcheck="false" required pattern="wc:.*" />
    <button type="submit">Pair</button>
  </form>
  <button type="button" id="disconnect">Disconnect every session</button>
  <p role="status" id="status"></p>
  <h2>Wallet</h2>
  <pre id="state">Loading…</pre>
</main>
<script>
  const base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
  const status = document.getElementById('status');
  const state = document.getElementById('state');
  async function refresh() {
    const answer = await fetch(base + 'state');
    state.textContent = JSON.stringify(await answer.json(), null, 2);
  }
  async function post(action, body) {
    const answer = await fetch(base + action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    if (!answer.ok) throw new Error((await answer.json().catch(() => ({}))).error ?? 'Failed (' + answer.status + ')');
  }
  document.getElementById('pair').addEventListener('submit', async (event) => {
    event.preventDefault();
    status.textContent = 'Pairing…';
    try {
      await post('pair', { uri: document.getElementById('uri').value.trim() });
      status.textContent = 'Paired: the session is approved.';
    } catch (error) {
      status.textContent = error.message;
    }
    refresh();
  });
  document.getElementById('disconnect').addEventListener('click', async () => {
    try {
      await post('disconnect');
      status.textContent = 'Disconnected.';
    } catch (error) {
      status.textContent = error.message;
    }
    refresh();
  });
  refresh();
  setInterval(refresh, 3000);
</script>
</body>
</html>
`;

/**
 * HTTP controls of the WalletConnect test wallet, so a browser test can drive it: it reads the pairing URI
 * from the page and posts it here. `POST pair { uri }`, `POST reject-next { code?, message? }`,
 * `POST reject-next-proposal`, `POST disconnect`, `GET state` (address, sessions, requests received).
 */
export function createWcWalletRoutes(wallet: () => Promise<WcWallet>): { handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> } {
  const route = async (req: IncomingMessage, action: string): Promise<ApiReply | undefined> => {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return { status: 204 };
    switch (`${method} ${action}`) {
      case 'POST pair': {
        const { uri } = await parseBody(req, pairBodySchema, '{ uri: "wc:…" }');
        try {
          await (await wallet()).pair(uri);
        } catch (error) {
          throw new ReplyError(errorReply(400, error instanceof Error ? error.message : 'Pairing failed'));
        }
        return jsonReply(200, { paired: true });
      }
      case 'POST reject-next': {
        const { code, message } = await parseBody(req, rejectBodySchema, '{ code?, message? }');
        (await wallet()).rejectNextRequest(code, message);
        return { status: 204 };
      }
      case 'POST reject-next-proposal':
        (await wallet()).rejectNextProposal();
        return { status: 204 };
      case 'POST disconnect':
        await (await wallet()).disconnect();
        return { status: 204 };
      case 'GET state': {
        const current = await wallet();
        return jsonReply(200, {
          address: current.address,
          solanaAddress: current.solanaAddress,
          sessions: current.sessions().map((session) => ({ topic: session.topic, namespaces: session.namespaces, peer: session.peer.metadata })),
          requests: current.requests,
        });
      }
      default:
        return undefined;
    }
  };

  return {
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if ((path === WC_WALLET_ROUTE_PREFIX || `${path}/` === WC_WALLET_ROUTE_PREFIX) && (req.method ?? 'GET') === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(WALLET_PAGE);
        return true;
      }
      if (!path.startsWith(WC_WALLET_ROUTE_PREFIX)) return false;
      let reply: ApiReply;
      try {
        reply = (await route(req, path.slice(WC_WALLET_ROUTE_PREFIX.length))) ?? errorReply(404, 'Not found');
      } catch (error) {
        reply = error instanceof ReplyError ? error.reply : errorReply(500, 'Internal error');
      }
      res.writeHead(reply.status, {
        ...CORS_HEADERS,
        'cache-control': 'no-store',
        ...(reply.json !== undefined ? { 'content-type': 'application/json' } : {}),
      });
      res.end(reply.json !== undefined ? JSON.stringify(reply.json) : undefined);
      return true;
    },
  };
}
