import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
  padding: `${vars.spacing[1]} ${vars.spacing[3]} ${vars.spacing[4]}`,
});

/** The room the secure iframe is drawn over: about 360 by 400 pixels, narrower on a small screen. */
export const area = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: 360,
  blockSize: 400,
  maxBlockSize: '70vh',
  marginInline: 'auto',
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
});
