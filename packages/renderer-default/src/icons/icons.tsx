import { Svg } from './Svg.js';
import type { IconProps } from './Svg.js';

export { ErrorIcon } from './ErrorIcon.js';

/** Left arrow of the back button (mirrored right to left, as the icons that point are). */
export const BackIcon = (props: IconProps) => (
  <Svg data-mirror="" {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);

/** Cross of the close button. */
export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 6L6 18M6 6l12 12" />
  </Svg>
);

/** Two sheets: copy to the clipboard. */
export const CopyIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2.5" />
    <path d="M5 15V6a2 2 0 0 1 2-2h8" />
  </Svg>
);

/** Check mark. */
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 6L9 17l-5-5" />
  </Svg>
);

/** Chevron pointing right, for rows that lead somewhere. */
export const ChevronRightIcon = (props: IconProps) => (
  <Svg data-mirror="" {...props}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);

/** Chevron pointing down, for pickers. */
export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);

/** Magnifier of the search field. */
export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);

/** Door with an arrow: disconnect. */
export const DisconnectIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </Svg>
);

/** Triangle with an exclamation mark. */
export const WarningIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);


/** Circle with a check mark: a success. */
export const SuccessIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Svg>
);

/** Arrow up and to the right: an outgoing transfer. */
export const ArrowUpRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 17L17 7M8 7h9v9" />
  </Svg>
);

/** Arrow down and to the left: an incoming transfer. */
export const ArrowDownLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M17 7L7 17M16 17H7V8" />
  </Svg>
);

/** Two opposite arrows: a swap or a contract call. */
export const SwapIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4" />
  </Svg>
);

/** Arrow into a tray: receive. */
export const ReceiveIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11M7 10l5 5 5-5" />
    <path d="M4 17v1a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1" />
  </Svg>
);

/** Four tiles: the whole wallet list. */
export const GridIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Svg>
);

/** Picture frame: an empty NFT list. */
export const ImageIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M20.5 16l-5-5-9 8.5" />
  </Svg>
);

/** Coins: an empty token list. */
export const CoinsIcon = (props: IconProps) => (
  <Svg {...props}>
    <ellipse cx="10" cy="7" rx="6" ry="3" />
    <path d="M4 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M8 17.6c.6.3 1.3.4 2 .4 3.3 0 6-1.3 6-3M16 11.2c2.3.4 4 1.5 4 2.8v4c0 1.7-2.7 3-6 3-1.4 0-2.7-.2-3.7-.6" />
  </Svg>
);

/** Clock: an empty activity list. */
export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

/** Wallet: a generic wallet. */
export const WalletIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-3" />
    <path d="M20 8H15a3 3 0 0 0 0 6h5a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1z" />
  </Svg>
);
