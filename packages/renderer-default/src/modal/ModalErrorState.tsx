'use client';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useConnectConfig } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { EmptyState } from '../components/EmptyState.js';
import { ErrorIcon } from '../icons/ErrorIcon.js';
import type { Messages } from '../messages/en.js';
import { enFirstPaint } from '../messages/enFirstPaint.js';
import { useModalTheme } from './useModalTheme.js';
import type { ThemeModeSetting } from './useThemeMode.js';
import * as styles from './modal.css.js';

/** Props of ModalErrorState. */
export interface ModalErrorStateProps {
  readonly embedded: boolean;
  /** Where the dialog's stand-in is rendered; `document.body` by default. */
  readonly container?: HTMLElement | null | undefined;
  readonly themeMode?: ThemeModeSetting | undefined;
  readonly messages?: Partial<Messages> | undefined;
  /** Closes the modal (resets an embedded one) and renders it again. */
  readonly onDismiss: () => void;
}

/**
 * What shows in the modal's place once it failed to render: a short alert and one control. It draws only with
 * first-paint code and texts, so it cannot depend on whatever broke.
 */
export function ModalErrorState({ embedded, container, themeMode, messages, onDismiss }: ModalErrorStateProps) {
  const config = useConnectConfig();
  const theme = useModalTheme(config, themeMode);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = (id: keyof typeof enFirstPaint): string => messages?.[id] ?? enFirstPaint[id];

  // The dialog that held focus is gone; the one control takes it, so a keyboard user is not left on the page's body.
  useEffect(() => {
    if (!embedded) buttonRef.current?.focus();
  }, [embedded]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation();
      onDismiss();
    }
  };

  const card = (
    <div className={embedded ? styles.embeddedCard : styles.card} role="alert" data-testid="connect-modal-error" onKeyDown={onKeyDown}>
      <EmptyState icon={<ErrorIcon />} title={text('modal.error')}>
        <Button ref={buttonRef} variant="secondary" onClick={onDismiss} data-testid="connect-modal-error-dismiss">
          {text(embedded ? 'modal.errorRetry' : 'modal.errorClose')}
        </Button>
      </EmptyState>
    </div>
  );

  if (embedded) {
    return (
      <section className={`${theme.className} ${styles.embeddedRoot}`} style={theme.style} data-theme={theme.mode} data-connect-modal="" data-testid="connect-modal">
        {card}
      </section>
    );
  }
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={`${theme.className} ${styles.themeRoot}`} style={theme.style} data-theme={theme.mode} data-connect-modal="">
      <div className={styles.content}>{card}</div>
    </div>,
    container ?? document.body,
  );
}
