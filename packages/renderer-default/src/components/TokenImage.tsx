import { useState } from 'react';
import { imageSource } from './imageSource.js';
import * as styles from './TokenImage.css.js';

/** The first letters of a symbol, by code point: a symbol from a token list may be an emoji, never to be cut in half. */
function initials(symbol: string, letters: number): string {
  return Array.from(symbol.slice(0, letters * 2)).slice(0, letters).join('');
}

/**
 * A round token or network image, or its initials when there is none. The initials are drawn by CSS, so they
 * stay out of the accessible name of the control around them.
 */
export function TokenImage({ src: url, symbol, small = false, letters = 3 }: { src?: string | undefined; symbol: string; small?: boolean; letters?: number }) {
  const src = imageSource(url);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const showImage = src && failed !== src;
  return (
    <span
      className={`${styles.token} ${small ? styles.small : ''}`}
      aria-hidden="true"
      data-initials={showImage ? undefined : initials(symbol, small ? 1 : letters)}
    >
      {showImage && <img className={styles.image} src={src} alt="" referrerPolicy="no-referrer" onError={() => setFailed(src)} />}
    </span>
  );
}
