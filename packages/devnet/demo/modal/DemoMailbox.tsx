import { useEffect, useState } from 'react';

/** A mail the devnet's local mailbox received from the secure site. */
interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly code?: string;
  readonly approveUrl?: string;
  readonly at: number;
}

const POLL_MS = 1_500;

/**
 * The devnet's local mailbox, shown beside the modal so a visitor of the demo can read the one-time codes and
 * device-approval links the secure site mails for email login (nothing leaves the machine).
 */
export function DemoMailbox() {
  const [messages, setMessages] = useState<readonly MailboxMessage[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const response = await fetch('/__devnet/mailbox');
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { messages?: MailboxMessage[] };
        if (!stopped) {
          setMessages(Array.isArray(body.messages) ? body.messages.slice(0, 5) : []);
          setFailed(false);
        }
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  return (
    <section aria-labelledby="demo-mailbox-title" data-testid="demo-mailbox" style={{ maxWidth: 480, marginTop: 32 }}>
      <h2 id="demo-mailbox-title" style={{ fontSize: 18 }}>
        Local mailbox
      </h2>
      {failed && <p role="status">The mailbox is not reachable.</p>}
      {!failed && messages.length === 0 && <p style={{ opacity: 0.75 }}>No mail yet. Log in with any email address in the modal; its code arrives here.</p>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {messages.map((message) => (
          <li key={`${message.at}-${message.to}-${message.subject}`} style={{ border: '1px solid rgba(127, 127, 127, 0.35)', borderRadius: 8, padding: 12 }}>
            <div style={{ opacity: 0.75, overflowWrap: 'anywhere' }}>To {message.to}</div>
            <div>{message.subject}</div>
            {message.code && (
              <div>
                Code: <strong data-testid="demo-mailbox-code">{message.code}</strong>
              </div>
            )}
            {message.approveUrl && (
              <a href={message.approveUrl} target="_blank" rel="noreferrer">
                Approve this device
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
