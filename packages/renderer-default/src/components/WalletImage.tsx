import { useState } from 'react';
import { useWalletImageUrl } from '@connect-modal/headless/react';
import { WalletIcon } from '../icons/icons.js';
import { imageSource } from './imageSource.js';
import * as styles from './WalletImage.css.js';
import type { WalletImageSize } from './WalletImage.css.js';

/** Props of WalletImage: an image URL, or a directory image id, or neither (a placeholder is drawn). */
export interface WalletImageProps {
  src?: string | undefined;
  imageId?: string | null | undefined;
  size?: WalletImageSize;
}

/** A wallet's square icon. Directory images and wallet icons are only ever put in an `<img>`. */
export function WalletImage({ src, imageId, size = 36 }: WalletImageProps) {
  const directoryUrl = useWalletImageUrl(src ? undefined : imageId);
  const url = imageSource(src ?? directoryUrl);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const showImage = url !== undefined && failed !== url;
  return (
    <span className={`${styles.frame} ${styles.sizes[size]}`}>
      {showImage ? (
        <img
          className={styles.image}
          src={url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          referrerPolicy="no-referrer"
          onError={() => setFailed(url)}
        />
      ) : (
        <WalletIcon size={Math.round(size * 0.5)} />
      )}
    </span>
  );
}
