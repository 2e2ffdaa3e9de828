'use client';
import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { useConnectConfig, useModal } from '@connect-modal/headless/react';
import type { Messages } from '../messages/en.js';
import { useMessages } from '../messages/MessagesContext.js';
import { ModalErrorBoundary } from './ModalErrorBoundary.js';
import { useModalTheme } from './useModalTheme.js';
import { useOpenerFocus } from './useOpenerFocus.js';
import type { ThemeModeSetting } from './useThemeMode.js';
import type * as ModalRootExports from './ModalRoot.js';
import * as headerStyles from './header.css.js';
import * as styles from './modal.css.js';

/** Props of ConnectModal. */
export interface ConnectModalProps {
  /** Where the dialog is rendered; `document.body` by default. */
  container?: HTMLElement | null;
  /** Overrides the config's theme mode; `system` follows the visitor's preference. */
  themeMode?: ThemeModeSetting;
  /** Texts to use instead of the English ones, by id. */
  messages?: Partial<Messages>;
}

type ModalRootModule = typeof ModalRootExports;

// The error state's code loads only once something failed, so the page's first script does not carry it.
const ModalErrorState = lazy(() => import('./ModalErrorState.js').then((module) => ({ default: module.ModalErrorState })));

/** What shows if even the error state's code cannot be loaded: the text and the one control, unstyled. */
function PlainErrorState({ onDismiss }: { onDismiss: () => void }) {
  const t = useMessages();
  return (
    <div role="alert" data-testid="connect-modal-error">
      <p>{t('modal.error')}</p>
      <button type="button" onClick={onDismiss} data-testid="connect-modal-error-dismiss">
        {t('modal.errorClose')}
      </button>
    </div>
  );
}

let loadedRoot: ModalRootModule | undefined;
let loadingRoot: Promise<ModalRootModule> | undefined;

/**
 * Loads the modal's code (dialog, header, view host). ConnectModal calls it once the page is idle after its
 * first paint, or at once when the modal opens first; a host may call it earlier, on hover for instance.
 */
export function preloadConnectModal(): Promise<ModalRootModule> {
  loadingRoot ??= import('./ModalRoot.js').then(
    (module) => (loadedRoot = module),
    (error: unknown) => {
      // A failed load (a network hiccup) is tried again on the next opening.
      loadingRoot = undefined;
      throw error;
    },
  );
  return loadingRoot;
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** What an embedded modal shows while its code loads: the card, its title and a loading state. */
function EmbeddedPlaceholder({ themeMode }: { themeMode: ThemeModeSetting | undefined }) {
  const config = useConnectConfig();
  const theme = useModalTheme(config, themeMode);
  const t = useMessages();
  const titleId = useId();
  return (
    <section
      className={`${theme.className} ${styles.embeddedRoot}`}
      style={theme.style}
      data-theme={theme.mode}
      data-connect-modal=""
      data-testid="connect-modal"
      aria-labelledby={titleId}
      aria-busy="true"
    >
      <div className={styles.embeddedCard}>
        <div className={headerStyles.header}>
          <h2 id={titleId} className={headerStyles.title}>
            {t('view.Connect')}
          </h2>
        </div>
        <div className={styles.fallback} role="status" aria-label={t('modal.loading')} />
      </div>
    </section>
  );
}

/**
 * The default modal. Put it once inside `ConnectProvider`; it shows whenever the config's modal is open (or
 * always, inline, when the config enables embedded mode). Its code is not part of the page's first script:
 * it loads when the page is idle after its first paint, so the first opening finds it ready. A render error
 * inside it is reported as an `error` event (source `render`) and replaced by a small error state; the host's
 * page around it stays.
 */
export function ConnectModal(props: ConnectModalProps) {
  const config = useConnectConfig();
  const { isOpen, close } = useModal();
  const embedded = config.options.enableEmbedded;
  const restoreFocus = useOpenerFocus(config);
  const [root, setRoot] = useState<ModalRootModule | undefined>(loadedRoot);
  // The modal's code could not be loaded (a network hiccup): the error state shows, and its control closes.
  const [loadFailed, setLoadFailed] = useState(false);
  const needed = isOpen || embedded;

  useEffect(() => {
    if (root) return;
    let active = true;
    const load = () => {
      preloadConnectModal().then(
        (module) => {
          if (active) setRoot(module);
        },
        () => {
          if (active) setLoadFailed(true);
        },
      );
    };
    if (needed) {
      load();
      return () => {
        active = false;
      };
    }
    const cancel = whenIdle(load);
    return () => {
      active = false;
      cancel();
    };
  }, [root, needed]);

  const reportError = useCallback((error: unknown) => config.events.emit('error', { error, source: 'render' }), [config]);
  const errorState = (reset: () => void) => {
    if (!needed) return null;
    const dismiss = () => {
      // A broken view must not keep the visitor in the modal, whatever the usual close rules say.
      close({ force: true });
      reset();
    };
    return (
      <ModalErrorBoundary open={needed} onError={reportError} fallback={() => <PlainErrorState onDismiss={dismiss} />}>
        <Suspense fallback={null}>
          <ModalErrorState
            embedded={embedded}
            container={props.container}
            themeMode={props.themeMode}
            messages={props.messages}
            onDismiss={dismiss}
          />
        </Suspense>
      </ModalErrorBoundary>
    );
  };

  if (!root && loadFailed && needed) {
    // Dismissing closes the modal; the next opening loads its code again.
    return errorState(() => setLoadFailed(false));
  }
  return (
    <ModalErrorBoundary open={needed} onError={reportError} fallback={errorState}>
      {root ? <root.ModalRoot {...props} restoreFocus={restoreFocus} /> : embedded ? <EmbeddedPlaceholder themeMode={props.themeMode} /> : null}
    </ModalErrorBoundary>
  );
}
