import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.js';

/** An icon, a title and a hint, for lists with nothing to show. */
export function EmptyState({ icon, title, hint, children }: { icon: ReactNode; title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>{icon}</span>
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </div>
  );
}
