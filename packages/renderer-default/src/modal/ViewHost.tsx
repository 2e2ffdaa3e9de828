'use client';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useModal } from '@connect-modal/headless/react';
import { SkeletonRows } from '../components/Skeleton.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from './ModalServices.js';
import { ViewFrame } from './ViewFrame.js';
import * as styles from './modal.css.js';

// useLayoutEffect warns during server rendering; effects never run there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** Shown while a view's code loads. */
function ViewFallback() {
  const t = useMessages();
  return (
    <div className={styles.fallback} role="status" aria-label={t('modal.loading')}>
      <SkeletonRows count={3} icon="square" />
    </div>
  );
}

/**
 * The body of the modal: the current view, loaded on demand, in a box whose height follows the view's
 * (animated over the theme's height duration).
 */
export function ViewHost({ scope, claimFocus }: { scope: () => HTMLElement | null; claimFocus: () => boolean }) {
  const { view, data, direction, stack, loading } = useModal();
  const { registry } = useModalServices();
  const t = useMessages();
  const innerRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useIsomorphicLayoutEffect(() => {
    const inner = innerRef.current;
    if (!inner || typeof ResizeObserver === 'undefined') return;
    // The observer reports the first size too, after the layout of the frame that shows the view and before it is
    // painted: measuring here instead would force a layout of its own in the middle of the opening.
    const observer = new ResizeObserver(() => setHeight(inner.offsetHeight));
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const View = registry.get(view);
  return (
    <div className={styles.body} style={height === undefined ? undefined : { height }} aria-busy={loading || undefined}>
      <div ref={innerRef} className={styles.bodyInner}>
        <Suspense fallback={<ViewFallback />}>
          <ViewFrame key={`${stack.length}:${view}`} view={view} direction={direction} scope={scope} claimFocus={claimFocus}>
            {View ? <View data={data} /> : <p className={styles.unavailable}>{t('view.unavailable')}</p>}
          </ViewFrame>
        </Suspense>
      </div>
    </div>
  );
}
