import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing[2],
  padding: `${vars.spacing[6]} ${vars.spacing[4]}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.spacing[1],
  borderRadius: vars.radii.full,
  background: vars.colors.surface,
  color: vars.colors.textSecondary,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.text,
});

export const hint = style({
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  maxWidth: 260,
});
