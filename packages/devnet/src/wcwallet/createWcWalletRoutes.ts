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
