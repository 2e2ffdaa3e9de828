import { ConnectButton, ConnectModal } from '@connect-modal/renderer-default';
import { DemoAccountSummary } from './DemoAccountSummary.js';
import { DemoMailbox } from './DemoMailbox.js';
import { LanguagePicker } from './LanguagePicker.js';

const page = {
  minHeight: '100vh',
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
} as const;

const header = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '16px 24px',
  borderBottom: '1px solid rgba(127, 127, 127, 0.25)',
} as const;

/** The modal demo: a header with the connect button, the account, and the modal (inline below it when embedded). */
export function ModalDemoPage({ embedded }: { embedded: boolean }) {
  return (
    <div style={page}>
      <header style={header}>
        <h1 style={{ margin: 0, fontSize: 20, whiteSpace: 'nowrap' }}>Connect modal</h1>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <LanguagePicker />
          <ConnectButton />
        </div>
      </header>
      <main style={{ padding: 24, display: 'flex', justifyContent: 'center' }}>
        <div>
          {embedded ? <ConnectModal /> : <DemoAccountSummary />}
          {hasMailbox() && <DemoMailbox />}
        </div>
      </main>
      {!embedded && <ConnectModal />}
    </div>
  );
}

/** Whether the devnet runs a secure site, whose mails the demo shows. */
function hasMailbox(): boolean {
  return typeof window !== 'undefined' && Boolean((window as unknown as { __demoConfig?: { secureSiteUrl?: string } }).__demoConfig?.secureSiteUrl);
}
