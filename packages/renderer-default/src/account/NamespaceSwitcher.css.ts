import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const group = style({
  display: 'flex',
  gap: vars.spacing[1],
  padding: vars.spacing[1],
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
});

export const option = style({
  flex: 1,
  minHeight: 36,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&[aria-pressed="true"]': { background: vars.colors.accent, color: vars.colors.accentText },
  },
});
