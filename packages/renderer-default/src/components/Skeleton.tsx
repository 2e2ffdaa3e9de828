import * as styles from './Skeleton.css.js';

/** A placeholder shape shown while data loads. */
export function Skeleton({ shape }: { shape: keyof typeof styles.shapes }) {
  return <span className={`${styles.skeleton} ${styles.shapes[shape]}`} aria-hidden="true" />;
}

/** Placeholder rows of a list: icon, line and short line. */
export function SkeletonRows({ count, icon = 'circle' }: { count: number; icon?: 'circle' | 'square' }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton shape={icon} />
          <span className={styles.skeletonTexts}>
            <Skeleton shape="line" />
            <Skeleton shape="shortLine" />
          </span>
        </div>
      ))}
    </div>
  );
}
