import { useId, useState } from 'react';
import { addressGradient } from '../format/addressGradient.js';
import { imageSource } from './imageSource.js';
import * as styles from './Avatar.css.js';

/** An account's avatar: its identity image, else a gradient generated from the address. */
export function Avatar({ address, src: url, size = 64 }: { address: string; src?: string | null | undefined; size?: keyof typeof styles.sizes }) {
  const src = imageSource(url);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const id = useId();
  const [from, via, to] = addressGradient(address);
  const showImage = src && failed !== src;
  return (
    <span className={`${styles.avatar} ${styles.sizes[size]}`} aria-hidden="true">
      {showImage ? (
        <img className={styles.image} src={src} alt="" referrerPolicy="no-referrer" onError={() => setFailed(src)} />
      ) : (
        <svg width="100%" height="100%" viewBox="0 0 64 64" focusable="false">
          <defs>
            <radialGradient id={`${id}-a`} cx="25%" cy="20%" r="95%">
              <stop offset="0%" stopColor={from} />
              <stop offset="55%" stopColor={via} />
              <stop offset="100%" stopColor={to} />
            </radialGradient>
          </defs>
          <rect width="64" height="64" fill={`url(#${id}-a)`} />
        </svg>
      )}
    </span>
  );
}
