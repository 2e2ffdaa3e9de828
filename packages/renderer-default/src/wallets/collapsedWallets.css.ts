import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const chevron = style({
  transition: `transform ${vars.motion.duration.header} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);
