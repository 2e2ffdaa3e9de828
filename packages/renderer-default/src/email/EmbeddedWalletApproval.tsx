'use client';
import { useCallback, useEffect, useRef } from 'react';
import { setAuthFrameRect } from '@connect-modal/headless';
import { useAuthState, useConnectConfig } from '@connect-modal/headless/react';
import { useMessages } from '../messages/MessagesContext.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { AuthAlert } from './AuthAlert.js';
import type { FrameRect } from './authConnector.js';
import { letFocusIntoFrames, revealFrameAt } from './framePassthrough.js';
import { useFrameRect } from './useFrameRect.js';
import * as styles from './approval.css.js';

/**
 * ApproveTransaction for the embedded wallet: an area the secure iframe is drawn over, where the visitor reads
 * and approves the request inside the secure origin (so no script of the page can approve it). The area's
 * viewport rectangle is kept in the auth connector while it shows, and cleared when it goes; focus may move into
 * the iframe without the dialog taking it back.
 */
export function EmbeddedWalletApproval({ method }: { readonly method: string | undefined }) {
  const t = useMessages();
  const config = useConnectConfig();
  const state = useAuthState();
  const areaRef = useRef<HTMLDivElement>(null);
  const revealed = useRef<() => void>(() => {});
  const dialog = useCallback(() => areaRef.current?.closest('[role="dialog"]') ?? null, []);

  const setFrameRect = useCallback(
    (rect: FrameRect | undefined) => {
      setAuthFrameRect(config, rect);
      if (!rect) return;
      // Once the iframe was moved over the area, it is found there and shown to assistive technology.
      requestAnimationFrame(() => {
        revealed.current();
        revealed.current = revealFrameAt({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }, dialog());
      });
    },
    [config, dialog],
  );
  useFrameRect(areaRef, setFrameRect);
  useEffect(() => {
    const stop = letFocusIntoFrames(dialog);
    return () => {
      stop();
      revealed.current();
    };
  }, [dialog]);

  return (
    <div className={styles.wrapper} data-testid="embedded-wallet-approval" data-method={method}>
      <h2 className={visuallyHidden}>{t('approve.embeddedHeading')}</h2>
      {state.alert && <AuthAlert code={state.alert} />}
      <div ref={areaRef} className={styles.area} data-testid="embedded-wallet-frame-area" />
    </div>
  );
}
