import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** A value of two lines: a name over its address. */
export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[1],
  minWidth: 0,
});

/** A note led by an icon. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.spacing[2],
  margin: 0,
});
