'use client';
import type { ButtonHTMLAttributes } from 'react';
import { useAccount, useConnectConfig, useModal } from '@connect-modal/headless/react';
import { Avatar } from '../components/Avatar.js';
import { truncateAddress } from '../format/truncateAddress.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalTheme } from '../modal/useModalTheme.js';
import type { ThemeModeSetting } from '../modal/useThemeMode.js';
import * as styles from './ConnectButton.css.js';

/** Props of ConnectButton. */
export interface ConnectButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  /** Overrides the config's theme mode for the button. */
  themeMode?: ThemeModeSetting;
  /** Text of the button while disconnected; "Connect wallet" by default. */
  label?: string;
}

/** A button that opens the modal: "Connect wallet" while disconnected, the short address once connected. */
export function ConnectButton({ themeMode, label, className, ...props }: ConnectButtonProps) {
  const config = useConnectConfig();
  const t = useMessages();
  const theme = useModalTheme(config, themeMode);
  const account = useAccount();
  const modal = useModal();
  const connected = account.isConnected && account.address !== undefined;
  const classes = [theme.themeClassName, styles.button, connected ? styles.connected : '', className ?? ''].filter(Boolean).join(' ');
  return (
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
  );
}
