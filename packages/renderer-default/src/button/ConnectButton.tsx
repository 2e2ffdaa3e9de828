'use client';
import { useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { useAccount, useConnectConfig, useModal } from '@connect-modal/headless/react';
import { Avatar } from '../components/Avatar.js';
import { truncateAddress } from '../format/truncateAddress.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalTheme } from '../modal/useModalTheme.js';
import type { ThemeModeSetting } from '../modal/useThemeMode.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import * as styles from './ConnectButton.css.js';

/** Props of ConnectButton. */
export interface ConnectButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  /** Overrides the config's theme mode for the button. */
  themeMode?: ThemeModeSetting;
  /** Text of the button while disconnected; "Connect wallet" by default. */
  label?: string;
}

/**
 * What a live region says when the wallet connects or disconnects after the button first showed, so a screen
 * reader hears the change even once the modal has closed.
 */
function useConnectionAnnouncement(connected: boolean, t: ReturnType<typeof useMessages>): string {
  const previous = useRef(connected);
  const [said, setSaid] = useState<'connected' | 'disconnected' | undefined>(undefined);
  useEffect(() => {
    if (previous.current === connected) return;
    previous.current = connected;
    setSaid(connected ? 'connected' : 'disconnected');
  }, [connected]);
  if (!said) return '';
  return t(said === 'connected' ? 'button.status.connected' : 'button.status.disconnected');
}

/**
 * A button that opens the modal: "Connect wallet" while disconnected, the short address once connected; beside it,
 * a live region announces connections and disconnections.
 */
export function ConnectButton({ themeMode, label, className, ...props }: ConnectButtonProps) {
  const config = useConnectConfig();
  const t = useMessages();
  const theme = useModalTheme(config, themeMode);
  const account = useAccount();
  const modal = useModal();
  const connected = account.isConnected && account.address !== undefined;
  const announcement = useConnectionAnnouncement(connected, t);
  const classes = [theme.themeClassName, styles.button, connected ? styles.connected : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <button
        type="button"
        className={classes}
        style={theme.style}
        data-testid="connect-button"
        data-connected={connected || undefined}
        aria-haspopup="dialog"
        aria-label={connected && account.address ? t('button.account', { address: truncateAddress(account.address) }) : undefined}
        {...props}
        onClick={() => modal.open()}
      >
        {connected && account.address ? (
          <>
            <Avatar address={account.address} size={20} />
            <span>{truncateAddress(account.address)}</span>
          </>
        ) : account.isConnecting ? (
          t('button.connecting')
        ) : (
          (label ?? t('button.connect'))
        )}
      </button>
      <span className={visuallyHidden} role="status" aria-live="polite" data-testid="connect-button-status">
        {announcement}
      </span>
    </>
  );
}
