'use client';
import { SkeletonRows } from '../components/Skeleton.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './modal.css.js';

/** Shown while a view's code loads. */
export function ViewFallback() {
  const t = useMessages();
  return (
    <div className={styles.fallback} role="status" aria-label={t('modal.loading')}>
      <SkeletonRows count={3} icon="square" />
    </div>
  );
}

/** The modal's body while its code loads: the view host's box with the loading state. */
export function BodyFallback() {
  return (
    <div className={styles.body}>
      <div className={styles.bodyInner}>
        <ViewFallback />
      </div>
    </div>
  );
}
