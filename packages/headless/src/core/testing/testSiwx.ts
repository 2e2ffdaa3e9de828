import type { SiwxAccountRef, SiwxConfig, SiwxSessionInfo, SiwxSignature } from '../siwx/SiwxConfig.js';

/** A backend's side of sign-in, kept in memory for tests of the flow: what it was asked, and its sessions. */
export interface TestSiwx extends SiwxConfig {
  readonly calls: string[];
  readonly sessions: Map<string, SiwxSessionInfo>;
  /** The next `verify` refuses with this message. */
  refuseNext(message: string): void;
  /** The next `getSession` fails (the backend is unreachable). */
  failNextCheck(): void;
}

const key = (account: SiwxAccountRef) => `${account.chainId} ${account.address}`;

/**
 * An in-memory sign-in backend: nonces are counted, the message is a plain text with the nonce, verification
 * accepts a signature of the message it issued (and records it), sessions live in a map.
 */
export function createTestSiwx(options: { required?: boolean } = {}): TestSiwx {
  const calls: string[] = [];
  const sessions = new Map<string, SiwxSessionInfo>();
  const issued = new Set<string>();
  let nonces = 0;
  let refusal: string | undefined;
  let failCheck = false;
  return {
    ...(options.required === undefined ? {} : { required: options.required }),
    calls,
    sessions,
    refuseNext: (message) => void (refusal = message),
    failNextCheck: () => void (failCheck = true),
    async getNonce(account) {
      calls.push(`getNonce ${key(account)}`);
      nonces += 1;
      return `nonce${String(nonces).padStart(8, '0')}`;
    },
    createMessage({ address, chainId, nonce }) {
      calls.push(`createMessage ${chainId} ${address}`);
      const message = `test.example wants you to sign in with your account:\n${address}\n\nChain ID: ${chainId}\nNonce: ${nonce}`;
      issued.add(message);
      return { message };
    },
    async verify(signed: SiwxSignature) {
      calls.push(`verify ${key(signed)}`);
      if (refusal) {
        const message = refusal;
        refusal = undefined;
        throw new Error(message);
      }
      if (!issued.delete(signed.message)) throw new Error('Unknown or used message');
      const session: SiwxSessionInfo = { ...signed, id: `session-${sessions.size + 1}` };
      sessions.set(key(signed), session);
      return session;
    },
    async getSession(request) {
      calls.push(`getSession ${key(request)}${request.stored ? ' stored' : ''}`);
      if (failCheck) {
        failCheck = false;
        throw new Error('Backend unreachable');
      }
      return sessions.get(key(request));
    },
    async revoke(session) {
      calls.push(`revoke ${key(session)}`);
      sessions.delete(key(session));
    },
  };
}
