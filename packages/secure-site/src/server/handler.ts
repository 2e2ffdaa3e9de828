import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteContext } from './context.js';
import { channelBody, createFarcasterChannel, farcasterStatus, statusBody } from './farcaster/farcasterRoutes.js';
import { HttpError, originNotAllowed, sessionExpired } from './http/httpError.js';
import { parseBody, readJson, sendError, sendJson, sendText } from './http/io.js';
import { isOriginAllowed } from './origins/matchOrigin.js';
import { confirmPrimary, confirmSecondary, publicUser, startEmailUpdate, updateBody, updateOtpBody } from './routes/account.js';
import { approveDeviceToken, checkDevice, connectBody, connectEmail, verifyBody, verifyEmail } from './routes/email.js';
import { approvalHtml, frameCsp, frameHtml } from './routes/framePage.js';
import { rpcBody, runRpc } from './routes/rpc.js';
import { initSmartAccount, initSmartAccountBody, smartAccountNetworks } from './smartAccounts/smartAccountRoutes.js';
import { SOCIAL_CALLBACK_PATH, resultBody, socialCallback, socialLoginResult, startBody, startSocialLogin } from './social/socialRoutes.js';
import { latestIdentityOf } from './users/identities.js';
import { findUserById } from './users/users.js';
import type { PublicUser } from './users/users.js';

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

function clientIp(ctx: SiteContext, req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (ctx.trustProxy && typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',')[0]?.trim() ?? 'unknown';
  return req.socket.remoteAddress ?? 'unknown';
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

async function servePage(ctx: SiteContext, url: URL, res: ServerResponse): Promise<void> {
  const projectId = url.searchParams.get('projectId') ?? '';
  if (!PROJECT_ID.test(projectId)) return sendText(res, 400, 'text/plain; charset=utf-8', 'A projectId query parameter is required');
  const allowedOrigins = await ctx.origins.allowedOrigins(projectId);
  const chainId = url.searchParams.get('chainId');
  const html = frameHtml({
    projectId,
    allowedOrigins,
    chainId: chainId && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId) ? chainId : null,
    enableLogger: url.searchParams.get('enableLogger') === 'true',
  });
  sendText(res, 200, 'text/html; charset=utf-8', html, { 'content-security-policy': frameCsp(allowedOrigins), 'cache-control': 'no-store' });
}

async function serveFrameScript(ctx: SiteContext, res: ServerResponse): Promise<void> {
  let script: Buffer;
  try {
    script = await readFile(ctx.frameScriptPath);
  } catch {
    return sendText(res, 503, 'text/plain; charset=utf-8', 'The frame script is not built: run the secure site package build (npm run build -w @connect-modal/secure-site)', { 'cache-control': 'no-store' });
  }
  sendText(res, 200, 'text/javascript; charset=utf-8', script, { 'cache-control': 'no-cache' });
}

async function authenticate(ctx: SiteContext, req: IncomingMessage): Promise<{ user: PublicUser; jti: string }> {
  const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(header(req, 'authorization') ?? '');
  if (!match?.[1]) throw sessionExpired();
  const session = await ctx.sessions.verify(match[1]);
  if (!session) throw sessionExpired();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw sessionExpired();
  return { user, jti: session.jti };
}

async function api(ctx: SiteContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = req.method ?? 'GET';
  // Only the secure site's own pages may call its API: browsers send Origin on every POST.
  if (method !== 'GET' && header(req, 'origin') !== ctx.publicOrigin) throw new HttpError(403, 'CROSS_ORIGIN_REQUEST', 'Cross-origin requests are refused');
  const projectId = header(req, 'x-project-id') ?? '';
  const parentOrigin = header(req, 'x-parent-origin');
  if (!PROJECT_ID.test(projectId) || !isOriginAllowed(parentOrigin, await ctx.origins.allowedOrigins(projectId))) throw originNotAllowed();
  const ip = clientIp(ctx, req);
  const body = async () => readJson(req, ctx.maxBodyBytes);
  const route = `${method} ${path}`;
  switch (route) {
    case 'POST /api/v1/email/connect':
      return sendJson(res, 200, await connectEmail(ctx, parseBody(connectBody, await body()), ip));
    case 'POST /api/v1/email/device':
      return sendJson(res, 200, await checkDevice(ctx, parseBody(connectBody, await body()), ip));
    case 'POST /api/v1/email/verify':
      return sendJson(res, 200, await verifyEmail(ctx, parseBody(verifyBody, await body())));
    case 'POST /api/v1/social/start':
      return sendJson(res, 200, await startSocialLogin(ctx, parseBody(startBody, await body()), projectId, parentOrigin as string));
    case 'POST /api/v1/social/result':
      return sendJson(res, 200, await socialLoginResult(ctx, parseBody(resultBody, await body()), projectId, parentOrigin as string));
    case 'POST /api/v1/farcaster/channel':
      parseBody(channelBody, await body());
      return sendJson(res, 200, await createFarcasterChannel(ctx, projectId, parentOrigin as string));
    case 'POST /api/v1/farcaster/status':
      return sendJson(res, 200, await farcasterStatus(ctx, parseBody(statusBody, await body()), projectId, parentOrigin as string));
    default:
      break;
  }
  if (route === 'GET /api/v1/smart-accounts/networks') return sendJson(res, 200, smartAccountNetworks(ctx));
  const known = ['GET /api/v1/user', 'POST /api/v1/sign-out', 'POST /api/v1/smart-accounts/init', 'POST /api/v1/rpc', 'POST /api/v1/email/update', 'POST /api/v1/email/update/primary', 'POST /api/v1/email/update/secondary'];
  if (!known.includes(route)) throw new HttpError(404, 'NOT_FOUND', `No route ${route}`);
  const { user, jti } = await authenticate(ctx, req);
  switch (route) {
    case 'GET /api/v1/user': {
      const identity = await latestIdentityOf(ctx.db, user.id);
      return sendJson(res, 200, { ...publicUser(user), ...(identity ? { socialProvider: identity.provider, userName: identity.username } : {}) });
    }
    case 'POST /api/v1/sign-out':
      await ctx.sessions.revoke(jti);
      return sendJson(res, 200, {});
    case 'POST /api/v1/rpc': {
      const outcome = await runRpc(ctx, user, parseBody(rpcBody, await body()));
      if ('result' in outcome) return sendJson(res, 200, { result: outcome.result });
      return sendJson(res, outcome.status, { error: { code: outcome.code, message: outcome.message } });
    }
    case 'POST /api/v1/smart-accounts/init':
      return sendJson(res, 200, await initSmartAccount(ctx, user, parseBody(initSmartAccountBody, await body())));
    case 'POST /api/v1/email/update':
      return sendJson(res, 200, await startEmailUpdate(ctx, user, parseBody(updateBody, await body()), ip));
    case 'POST /api/v1/email/update/primary':
      return sendJson(res, 200, await confirmPrimary(ctx, user, parseBody(updateOtpBody, await body()), ip));
    default:
      return sendJson(res, 200, await confirmSecondary(ctx, user, parseBody(updateOtpBody, await body())));
  }
}

/** The secure site's request handler: the frame page and script, the approval page and the JSON API. */
export function createHandler(ctx: SiteContext, onError: (error: unknown) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      const url = new URL(req.url ?? '/', ctx.publicOrigin);
      const method = req.method ?? 'GET';
      if (url.pathname.startsWith('/api/')) return api(ctx, req, res, url.pathname);
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
      if (url.pathname === '/') return servePage(ctx, url, res);
      if (url.pathname === '/frame.js') return serveFrameScript(ctx, res);
      if (url.pathname === SOCIAL_CALLBACK_PATH) return socialCallback(ctx, url, res);
      if (url.pathname === '/device/approve') {
        const approved = await approveDeviceToken(ctx, url.searchParams.get('token') ?? '');
        return sendText(res, approved ? 200 : 400, 'text/html; charset=utf-8', approvalHtml(approved), {
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'cache-control': 'no-store',
        });
      }
      return sendText(res, 404, 'text/plain; charset=utf-8', 'Not found');
    })().catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof HttpError) return sendError(res, error);
      // The client went away mid-request (a closed tab): nothing to answer and nothing unexpected.
      if (req.destroyed || req.aborted) return res.destroy();
      onError(error);
      sendError(res, new HttpError(500, 'INTERNAL_ERROR', 'An error occurred'));
    });
  };
}
