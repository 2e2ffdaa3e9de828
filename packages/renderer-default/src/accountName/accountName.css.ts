import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The name field: the typed name with the zone's suffix after it, inside one box. */
export const fieldBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[1],
  height: 48,
  paddingInline: vars.spacing[3],
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  selectors: {
    '&:hover': { borderColor: vars.colors.textMuted },
    '&:focus-within': { borderColor: vars.colors.accent, boxShadow: vars.shadows.focus },
  },
});

export const fieldBoxInvalid = style({
  borderColor: vars.colors.error,
  selectors: { '&:hover': { borderColor: vars.colors.error } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.text,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.colors.textMuted } },
});

export const suffix = style({
  flexShrink: 0,
  fontSize: vars.font.size.md,
  color: vars.colors.textSecondary,
});

export const label = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.textSecondary,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

export const problem = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.error,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.textSecondary,
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
});
