'use client';
import { Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useModal } from '@connect-modal/headless/react';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from './ModalServices.js';
import { ViewFallback } from './ViewFallback.js';
import { ViewFrame } from './ViewFrame.js';
import * as styles from './modal.css.js';

// useLayoutEffect warns during server rendering; effects never run there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** Props of ViewHost. */
export interface ViewHostProps {
  scope: () => HTMLElement | null;
  claimFocus: () => boolean;
  /** Renders the view in a transition after the host's first commit (the dialog's opening), not within it. */
  deferFirst?: boolean;
}

/**
 * The body of the modal: the current view, loaded on demand, in a box whose height follows the view's
 * (animated over the theme's height duration).
 */
export function ViewHost({ scope, claimFocus, deferFirst = false }: ViewHostProps) {
  const { view, data, direction, stack, loading } = useModal();
  // The opening answers the click with the dialog's frame; the view (its hooks, its data requests) renders in a
  // transition just after, in a task of its own, which a busy view cannot hold up. The loading state fills the gap.
  const [revealed, setRevealed] = useState(!deferFirst);
  useEffect(() => {
    if (!revealed) startTransition(() => setRevealed(true));
  }, [revealed]);
  const { registry } = useModalServices();
  const t = useMessages();
  const innerRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useIsomorphicLayoutEffect(() => {
    const inner = innerRef.current;
    if (!inner || typeof ResizeObserver === 'undefined') return;
    // The observer reports the first size once the browser has laid the view out, so opening forces no layout of
    // its own; until then the body takes the view's natural height.
    const observer = new ResizeObserver(() => setHeight(inner.offsetHeight));
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const View = registry.get(view);
  return (
    <div className={styles.body} style={height === undefined ? undefined : { height }} aria-busy={loading || undefined}>
      <div ref={innerRef} className={styles.bodyInner}>
        <Suspense fallback={<ViewFallback />}>
          {revealed ? (
            <ViewFrame key={`${stack.length}:${view}`} view={view} direction={direction} scope={scope} claimFocus={claimFocus}>
              {View ? <View data={data} /> : <p className={styles.unavailable}>{t('view.unavailable')}</p>}
            </ViewFrame>
          ) : (
            <ViewFallback />
          )}
        </Suspense>
      </div>
    </div>
  );
}
