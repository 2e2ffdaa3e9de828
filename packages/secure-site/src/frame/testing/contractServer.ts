import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the contract server received. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

/** Options of {@link startContractServer}. */
export interface ContractServerOptions {
  readonly projectId: string;
  readonly allowedOrigins: readonly string[];
}

/** The account every login gets (Anvil's second dev account and a fixed Solana address). */
export const CONTRACT_USER = {
  evmAddress: '0x70997970C51812dc3A010C7d01b50e726dc79C8e',
  solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
} as const;

/**
 * The secure site's HTTP API as the shared contract describes it (email connect / device / verify, user,
 * sign-out, rpc, email update), over real HTTP on 127.0.0.1 with in-memory state, so the frame's client side is
 * tested end to end in its own package. Codes are random and read back with `codeFor`; RPC answers are fixed per
 * method. The real server and its database are tested in the server's own suites.
 */
export async function startContractServer(options: ContractServerOptions) {
  const received: ReceivedRequest[] = [];
  const codes = new Map<string, string>();
  const accounts = new Map<string, Set<string>>(); // email -> approved device ids
  const approvedDevices = new Set<string>();
  const sessions = new Map<string, string>(); // token -> email
  let pendingUpdate: { email: string; newEmail: string; step: 'primary' | 'secondary' } | undefined;

  const issueCode = (email: string) => codes.set(email, String(randomInt(0, 1_000_000)).padStart(6, '0'));

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body: Record<string, unknown> = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      received.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const fail = (status: number, code: string | number, message: string) => send(status, { error: { code, message } });
      if (request.headers['x-project-id'] !== options.projectId || !options.allowedOrigins.includes(String(request.headers['x-parent-origin']))) {
        return fail(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed');
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const sessionEmail = bearer ? sessions.get(bearer) : undefined;
      const email = String(body.email ?? '');
      const route = `${request.method} ${path}`;
      const authed = ['GET /api/v1/user', 'POST /api/v1/sign-out', 'POST /api/v1/rpc'].includes(route) || path.startsWith('/api/v1/email/update');
      if (authed && !sessionEmail) return fail(401, 'JWT_TOKEN_NOT_VALID', 'Session Expired');
      switch (route) {
        case 'POST /api/v1/email/connect': {
          const devices = accounts.get(email);
          issueCode(email);
          return send(200, { action: !devices || devices.has(String(body.deviceId)) ? 'VERIFY_OTP' : 'VERIFY_DEVICE' });
        }
        case 'POST /api/v1/email/device': {
          const approved = approvedDevices.has(`${email}/${String(body.deviceId)}`);
          if (approved) issueCode(email);
          return send(200, { approved });
        }
        case 'POST /api/v1/email/verify': {
          if (codes.get(email) !== body.otp) return fail(400, 'INVALID_OTP', 'Invalid code');
          codes.delete(email);
          accounts.set(email, new Set([...(accounts.get(email) ?? []), String(body.deviceId)]));
          const token = randomBytes(24).toString('base64url');
          sessions.set(token, email);
          return send(200, { token, user: { email, ...CONTRACT_USER } });
        }
        case 'GET /api/v1/user':
          return send(200, { email: sessionEmail, ...CONTRACT_USER });
        case 'POST /api/v1/sign-out':
          sessions.delete(bearer ?? '');
          return send(200, {});
        case 'POST /api/v1/rpc':
          if (body.method === 'eth_blockNumber') return send(200, { result: '0x2a' });
          if (body.method === 'personal_sign') return send(200, { result: `0x${'11'.repeat(65)}` });
          return fail(403, 4200, 'Requested RPC call is not allowed');
        case 'POST /api/v1/email/update':
          pendingUpdate = { email: sessionEmail ?? '', newEmail: String(body.newEmail), step: 'primary' };
          issueCode(pendingUpdate.email);
          return send(200, { action: 'VERIFY_PRIMARY_OTP' });
        case 'POST /api/v1/email/update/primary':
          if (!pendingUpdate || codes.get(pendingUpdate.email) !== body.otp) return fail(400, 'INVALID_OTP', 'Invalid code');
          pendingUpdate.step = 'secondary';
          issueCode(pendingUpdate.newEmail);
          return send(200, { action: 'VERIFY_SECONDARY_OTP' });
        case 'POST /api/v1/email/update/secondary':
          if (!pendingUpdate || codes.get(pendingUpdate.newEmail) !== body.otp) return fail(400, 'INVALID_OTP', 'Invalid code');
          return send(200, { email: pendingUpdate.newEmail });
        default:
          return fail(404, 'NOT_FOUND', `No route ${route}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The last code issued to `email`. */
    codeFor: (email: string) => codes.get(email),
    /** Approves a device for an email, as its approval link would. */
    approveDevice: (email: string, deviceId: string) => approvedDevices.add(`${email}/${deviceId}`),
    /** Revokes every session (the next authenticated call gets 401). */
    revokeSessions: () => sessions.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running {@link startContractServer}. */
export type ContractServer = Awaited<ReturnType<typeof startContractServer>>;
