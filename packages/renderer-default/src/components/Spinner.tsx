import * as styles from './Spinner.css.js';

/** A small spinning ring; decorative, so pair it with text or `aria-busy`. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
