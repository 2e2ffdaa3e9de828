import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing[2],
  padding: `${vars.spacing[2]} ${vars.spacing[3]}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
});

export const text = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
});

export const value = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.text,
});

export const note = style({
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
});

export const switchButton = style({
  flexShrink: 0,
  minHeight: 36,
  padding: `0 ${vars.spacing[3]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { cursor: 'default', opacity: 0.7 },
  },
});
