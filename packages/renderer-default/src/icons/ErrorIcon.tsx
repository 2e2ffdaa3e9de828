import { Svg } from './Svg.js';
import type { IconProps } from './Svg.js';

// A module of its own: the modal's error state draws it from the page's first script, without the other icons.
/** Circle with a cross: a failure. */
export const ErrorIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </Svg>
);
