import { randomBytes } from 'node:crypto';
import { startMailbox } from '@connect-modal/devnet';
import type { Mailbox } from '@connect-modal/devnet';
import { createSecureSite } from '../createSecureSite.js';
import type { SecureSite, SecureSiteOptions } from '../createSecureSite.js';
import { generateServerKey } from '../keys/serverKey.js';

/** The project the harness allows, and a parent origin allowed for it. */
export const TEST_PROJECT = 'test-project';
export const TEST_PARENT = 'https://app.example';

/** An answer of the secure site's API. */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string | number; message: string } };
}

/** Calls the API like the frame does (same origin, project and parent origin headers). */
export async function callApi(
  site: Pick<SecureSite, 'url' | 'origin'>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json', origin: site.origin } : {}),
      'x-project-id': TEST_PROJECT,
      'x-parent-origin': TEST_PARENT,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** A random device id as the frame would keep one. */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/** A running secure site with a real SMTP mailbox and a clock the test moves. */
export interface Harness {
  site: SecureSite;
  mailbox: Mailbox;
  /** Moves the site's clock forward. */
  advance(ms: number): void;
  call(method: 'GET' | 'POST', path: string, body?: unknown, options?: { token?: string; headers?: Record<string, string> }): Promise<ApiAnswer>;
  /** Requests a code for `email`, reads it from the mailbox and verifies it; returns the session and user. */
  login(email: string, deviceId?: string): Promise<{ token: string; user: { email: string; evmAddress: string; solanaAddress: string }; deviceId: string }>;
  stop(): Promise<void>;
}

/** Starts a secure site (PGlite in memory unless options say otherwise) mailing into a fresh local mailbox. */
export async function startHarness(options: Partial<SecureSiteOptions> & { mailbox?: Mailbox } = {}): Promise<Harness> {
  const { mailbox: given, ...rest } = options;
  const mailbox = given ?? (await startMailbox());
  let clock = Date.now();
  const site = await createSecureSite({
    serverKey: generateServerKey(),
    smtpUrl: mailbox.smtpUrl,
    allowedOrigins: { [TEST_PROJECT]: [TEST_PARENT, 'http://localhost:*'] },
    now: () => clock,
    ...rest,
  });
  const call: Harness['call'] = (method, path, body, callOptions) => callApi(site, method, path, body, callOptions);
  return {
    site,
    mailbox,
    advance(ms) {
      clock += ms;
    },
    call,
    async login(email, deviceId = newDeviceId()) {
      const before = mailbox.messages(email).length;
      const connect = await call('POST', '/api/v1/email/connect', { email, deviceId });
      if (connect.body.action !== 'VERIFY_OTP') throw new Error(`connect answered ${JSON.stringify(connect.body)}`);
      const mail = await mailbox.waitFor(email, () => mailbox.messages(email).length > before);
      const verify = await call('POST', '/api/v1/email/verify', { email, otp: mail.code, deviceId });
      if (verify.status !== 200) throw new Error(`verify answered ${JSON.stringify(verify.body)}`);
      return { ...(verify.body as { token: string; user: { email: string; evmAddress: string; solanaAddress: string } }), deviceId };
    },
    async stop() {
      await site.stop();
      if (!given) await mailbox.close();
    },
  };
}
