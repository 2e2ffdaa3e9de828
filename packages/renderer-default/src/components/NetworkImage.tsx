import type { CaipNetwork } from '@connect-modal/headless';
import { useNetworkImageUrl } from '@connect-modal/headless/react';
import { TokenImage } from './TokenImage.js';

/** A network's round image, or its initial when it has none. */
export function NetworkImage({ network, small = false }: { network: CaipNetwork | undefined; small?: boolean }) {
  const url = useNetworkImageUrl(network);
  return <TokenImage src={url} symbol={network?.name ?? '?'} small={small} letters={1} />;
}
