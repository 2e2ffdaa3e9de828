import type { ReactNode } from 'react';
import * as styles from './Tag.css.js';

/** A small pill that labels a row (Installed, Recent, Active). */
export function Tag({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'accent' | 'neutral' | 'success' | 'warning' }) {
  return <span className={styles.tag[tone]}>{children}</span>;
}
