import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The padding every view has inside the card. */
export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[3],
  // A little room on top keeps the focus ring of the first control inside the clipped body.
  padding: `${vars.spacing[1]} ${vars.spacing[3]} ${vars.spacing[4]}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
});

export const hint = style({
  margin: 0,
  padding: `0 ${vars.spacing[2]}`,
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  textAlign: 'center',
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing[2],
  padding: `${vars.spacing[4]} ${vars.spacing[2]} ${vars.spacing[2]}`,
  textAlign: 'center',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.text,
});

export const body = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
  maxWidth: 280,
});

export const iconTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: 10,
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
});

export const divider = style({
  height: 1,
  margin: `${vars.spacing[1]} 0`,
  background: vars.colors.border,
  border: 'none',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
});
