import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const warning = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  marginBottom: vars.spacing[1],
  borderRadius: vars.radii.full,
  background: vars.colors.surfaceRaised,
  color: vars.colors.warning,
});
