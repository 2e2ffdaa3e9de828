import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The warning under a wallet whose rdns another announced wallet claims too. */
export const duplicate = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: vars.colors.error,
  fontWeight: vars.font.weight.medium,
});
