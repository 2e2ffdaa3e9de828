import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.spacing[1]} ${vars.spacing[3]}`,
  margin: 0,
  padding: vars.spacing[3],
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceRaised,
  fontSize: vars.font.size.sm,
});

export const term = style({
  color: vars.colors.textSecondary,
});

export const value = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  // Addresses read left to right in every layout.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.error,
  textAlign: 'center',
});
