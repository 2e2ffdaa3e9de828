import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './ListRow.css.js';

/** Props of ListRow. */
export interface ListRowProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> {
  leading?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  trailing?: ReactNode;
}

/** A 48 px row of a list: icon, title and subtitle, and something at the end. A button. */
export const ListRow = forwardRef<HTMLButtonElement, ListRowProps>(function ListRow(
  { leading, title, subtitle, trailing, className, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={[styles.row, className ?? ''].filter(Boolean).join(' ')} {...props}>
      {leading !== undefined && <span className={styles.leading}>{leading}</span>}
      <span className={styles.texts}>
        <span className={styles.title}>{title}</span>
        {subtitle !== undefined && <span className={styles.subtitle}>{subtitle}</span>}
      </span>
      {trailing !== undefined && <span className={styles.trailing}>{trailing}</span>}
    </button>
  );
});

/** The same row as a plain element, for information that is not an action. */
export function StaticRow({
  leading,
  title,
  subtitle,
  trailing,
  plain = false,
  testId,
}: Pick<ListRowProps, 'leading' | 'title' | 'subtitle' | 'trailing'> & { plain?: boolean; testId?: string }) {
  return (
    <div className={plain ? styles.plainRow : styles.staticRow} data-testid={testId}>
      {leading !== undefined && <span className={styles.leading}>{leading}</span>}
      <span className={styles.texts}>
        <span className={styles.title}>{title}</span>
        {subtitle !== undefined && <span className={styles.subtitle}>{subtitle}</span>}
      </span>
      {trailing !== undefined && <span className={styles.trailing}>{trailing}</span>}
    </div>
  );
}

/** The list that holds rows. */
export function RowList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
