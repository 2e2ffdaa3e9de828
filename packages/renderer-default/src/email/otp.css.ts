import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The row of digit fields. */
export const group = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.spacing[2],
});

export const digit = style({
  boxSizing: 'border-box',
  width: 44,
  height: 52,
  minWidth: 0,
  flex: '0 1 44px',
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.colors.textMuted },
    '&:focus-visible': { borderColor: vars.colors.accent, boxShadow: vars.shadows.focus },
    '&[aria-invalid="true"]': { borderColor: vars.colors.error },
    '&:disabled': { opacity: 0.6 },
  },
});

/** The code entry: text, digits, the message under them and the resend control. */
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.spacing[3],
  textAlign: 'center',
});

export const message = style({
  minHeight: '1.25em',
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing[1],
});

export const errorText = style({ color: vars.colors.error });

export const statusText = style({ color: vars.colors.textSecondary });

export const resend = style({
  alignSelf: 'center',
  padding: `${vars.spacing[1]} ${vars.spacing[2]}`,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'none',
  color: vars.colors.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { color: vars.colors.textMuted, cursor: 'default' },
  },
});

/** The address a code went to, kept whole and left to right. */
export const address = style({
  color: vars.colors.text,
  fontWeight: vars.font.weight.medium,
  wordBreak: 'break-all',
  unicodeBidi: 'isolate',
});

/** The text over the digits. */
export const lead = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
});
