import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail the local mailbox received. */
export interface MailboxMessage {
  /** Recipient address (lowercased). */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The 6-digit code in the subject or text, when there is one. */
  readonly code?: string;
  /** The device-approval link in the text, when there is one. */
  readonly approveUrl?: string;
  /** Arrival time, epoch milliseconds. */
  readonly at: number;
}

/** A local SMTP server keeping every mail in memory. */
export interface Mailbox {
  /** `smtp://127.0.0.1:<port>` for a mailer. */
  readonly smtpUrl: string;
  /** The mails received, newest first; only those to `to` (case-insensitive) when given. */
  messages(to?: string): MailboxMessage[];
  /** Resolves with the first mail (newest first) to `to` matching `accept`, waiting for it up to `timeoutMs`. */
  waitFor(to: string, accept?: (message: MailboxMessage) => boolean, timeoutMs?: number): Promise<MailboxMessage>;
  /** Stops the SMTP server. */
  close(): Promise<void>;
}

const MAX_MESSAGES = 1_000;

function extract(subject: string, text: string): Pick<MailboxMessage, 'code' | 'approveUrl'> {
  const code = /\b(\d{6})\b/.exec(subject)?.[1] ?? /\b(\d{6})\b/.exec(text)?.[1];
  const approveUrl = /(https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  return { ...(code ? { code } : {}), ...(approveUrl ? { approveUrl } : {}) };
}

/**
 * Starts an SMTP server on 127.0.0.1 (a free port unless given) that accepts any mail without authentication or
 * TLS and keeps the last 1,000 messages, parsed, in memory.
 */
export async function startMailbox(options: { port?: number; host?: string } = {}): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const received: MailboxMessage[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1_000_000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const subject = mail.subject ?? '';
          const text = mail.text ?? '';
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          for (const to of recipients) received.unshift({ to, subject, text, ...extract(subject, text), at: Date.now() });
          received.splice(MAX_MESSAGES);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error('Unreadable mail')));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const messages = (to?: string) => (to === undefined ? [...received] : received.filter((message) => message.to === to.toLowerCase()));
  return {
    smtpUrl: `smtp://${host}:${port}`,
    messages,
    waitFor(to, accept = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages(to).find(accept);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
