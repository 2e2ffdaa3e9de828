'use client';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon, WalletIcon } from '../icons/icons.js';
import { ListRow } from '../components/ListRow.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from '../views/views.css.js';
import * as collapsed from './collapsedWallets.css.js';

/**
 * The wallet list of the Connect view, behind one 'Continue with a wallet' entry when `collapse` is on (the
 * `collapseWallets` feature); opening it shows the list in place and moves focus to its first wallet.
 */
export function CollapsedWallets({ collapse, children }: { collapse: boolean; children: ReactNode }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const region = useRef<HTMLDivElement>(null);
  if (!collapse) return <>{children}</>;
  return (
    <div className={styles.section}>
      <ListRow
        data-testid="continue-with-wallet"
        aria-expanded={open}
        aria-controls={listId}
        leading={
          <span className={styles.iconTile}>
            <WalletIcon />
          </span>
        }
        title={t('connect.continueWithWallet')}
        trailing={<ChevronDownIcon size={16} className={open ? collapsed.chevronOpen : collapsed.chevron} />}
        onClick={() => {
          const next = !open;
          setOpen(next);
          // Focus follows into the list that just opened, so a keyboard user lands on the first wallet.
          if (next) requestAnimationFrame(() => region.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus());
        }}
      />
      <div id={listId} ref={region} hidden={!open} data-testid="collapsed-wallets">
        {open && children}
      </div>
    </div>
  );
}
