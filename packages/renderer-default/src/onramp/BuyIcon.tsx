import { Svg } from '../icons/Svg.js';
import type { IconProps } from '../icons/Svg.js';

/** A payment card: buy crypto with fiat. */
export const BuyIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h3" />
  </Svg>
);
