'use client';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeModal, shakeModal } from '@connect-modal/headless';
import { useAccount, useConnectConfig, useModal } from '@connect-modal/headless/react';
import { en } from '../messages/en.js';
import { formatMessage } from '../messages/formatMessage.js';
import { MessagesContext } from '../messages/MessagesContext.js';
import type { ModalTexts } from '../messages/MessagesContext.js';
import { useLocaleState } from '../messages/localeState.js';
import { ModalCard } from './ModalCard.js';
import { ModalDialog } from './ModalDialog.js';
import { ModalOverlay } from './ModalOverlay.js';
import { ModalServicesContext } from './ModalServices.js';
import { measurePageAhead } from './scrollLock.js';
import { useConnectionServices } from './useConnectionServices.js';
import { useModalTheme } from './useModalTheme.js';
import type { ConnectModalProps } from './ConnectModal.js';
import { createViewRegistry } from './viewRegistry.js';
import * as styles from './modal.css.js';

/** Props of ModalRoot: ConnectModal's, plus how to give focus back to what opened the modal. */
export interface ModalRootProps extends ConnectModalProps {
  restoreFocus: () => void;
}

/** The whole modal: dialog (or inline section), header, views and toasts. Loaded apart from the page's first script. */
export function ModalRoot({ container, themeMode, messages, restoreFocus }: ModalRootProps) {
  const config = useConnectConfig();
  const modal = useModal();
  const embedded = config.options.enableEmbedded;
  const theme = useModalTheme(config, themeMode);
  const registry = useMemo(() => createViewRegistry(config.options.features), [config]);
  const services = useConnectionServices(config, registry, embedded, modal.isOpen);
  const connected = useAccount().isConnected;
  // The view the next opening starts on is loaded ahead, so it shows in the first frame of the opening.
  useEffect(() => {
    registry.preload(connected ? 'Account' : 'Connect').catch(() => undefined);
  }, [registry, connected]);
  const locale = useLocaleState(config);
  const texts = useMemo<ModalTexts>(
    () => ({ messages: { ...en, ...(locale.messages ?? {}), ...(messages ?? {}) }, locale: locale.id, format: formatMessage }),
    [locale, messages],
  );
  const contentRef = useRef<HTMLDivElement>(null);
  const scope = useCallback(() => contentRef.current, []);
  // Inline in a page, the modal takes focus only once the visitor works in it, never on page load.
  const interacted = useRef(false);
  const claimFocus = useCallback(() => !embedded || interacted.current, [embedded]);
  const markInteracted = useCallback(() => {
    interacted.current = true;
  }, []);
  const titleId = useId();

  // The embedded wallet's approval card is a secure iframe drawn over the dialog, outside its content: a press on
  // it is not a dismissal.
  const frameApproval = modal.view === 'ApproveTransaction' && modal.data?.kind === 'embeddedWallet';
  const keepOpenForFrame = useCallback(
    (target: EventTarget | null) => frameApproval && typeof HTMLIFrameElement !== 'undefined' && target instanceof HTMLIFrameElement,
    [frameApproval],
  );

  // Asked to open, the page is measured for the scroll lock before the dialog is rendered, while its layout is
  // still clean; measured during the opening's render, that would cost a layout of its own.
  const isOpen = useRef(modal.isOpen);
  useEffect(() => {
    isOpen.current = modal.isOpen;
  });
  useEffect(() => {
    if (embedded) return;
    return config.events.on('modal:open', () => {
      if (!isOpen.current) measurePageAhead(document);
    });
  }, [config, embedded]);

  const requestClose = useCallback(() => {
    // A refused close (a pending approval, a required sign-in) shakes the modal instead.
    if (!closeModal(config)) shakeModal(config);
  }, [config]);

  let tree;
  if (embedded) {
    tree = (
      <section
        ref={contentRef}
        className={`${theme.className} ${styles.embeddedRoot}`}
        style={theme.style}
        data-theme={theme.mode}
        dir={locale.dir}
        lang={locale.id}
        data-connect-modal=""
        data-testid="connect-modal"
        aria-labelledby={titleId}
        onPointerDownCapture={markInteracted}
        onKeyDownCapture={markInteracted}
      >
        <ModalCard embedded titleAs="h2" titleId={titleId} scope={scope} claimFocus={claimFocus} />
      </section>
    );
  } else {
    tree = modal.isOpen
      ? createPortal(
          <div
            className={`${theme.className} ${styles.themeRoot}`}
            style={theme.style}
            data-theme={theme.mode}
            dir={locale.dir}
            lang={locale.id}
            data-connect-modal=""
          >
            <ModalOverlay />
            <ModalDialog
              contentRef={contentRef}
              className={styles.content}
              labelledBy={titleId}
              onDismiss={requestClose}
              keepOpen={keepOpenForFrame}
              onClosed={restoreFocus}
            >
              <ModalCard embedded={false} titleAs="h2" titleId={titleId} onClose={requestClose} scope={scope} claimFocus={claimFocus} />
            </ModalDialog>
          </div>,
          container ?? document.body,
        )
      : null;
  }

  return (
    <MessagesContext.Provider value={texts}>
      <ModalServicesContext.Provider value={services}>{tree}</ModalServicesContext.Provider>
    </MessagesContext.Provider>
  );
}
