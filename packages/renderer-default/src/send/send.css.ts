import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[3],
  margin: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.spacing[2],
});

export const label = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  overflowWrap: 'anywhere',
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[2],
});

export const input = style({
  // Grows in the amount's row; keeps its height in a column.
  flex: '1 1 auto',
  boxSizing: 'border-box',
  minWidth: 0,
  width: '100%',
  height: 44,
  padding: `0 ${vars.spacing[3]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.colors.textMuted },
    '&:hover': { borderColor: vars.colors.textMuted },
    '&:focus-visible': { borderColor: vars.colors.accent, boxShadow: vars.shadows.focus },
    '&[aria-invalid="true"]': { borderColor: vars.colors.error },
  },
});

export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  // An address is typed left to right in a right-to-left modal too.
  direction: 'ltr',
});

export const maxButton = style({
  flexShrink: 0,
  height: 44,
  padding: `0 ${vars.spacing[3]}`,
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.error,
});

/** The token picker row: a bordered row like the fields. */
export const tokenRow = style({
  border: `1px solid ${vars.colors.border}`,
});

/** The review of a send: label and value pairs. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[3],
  margin: 0,
  padding: vars.spacing[4],
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const summaryRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 0,
});

export const summaryValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[2],
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.text,
  overflowWrap: 'anywhere',
  // Amounts and symbols read in their own direction ("0.01 ETH" stays so in a right-to-left modal).
  unicodeBidi: 'plaintext',
});

export const address = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
  color: vars.colors.text,
  wordBreak: 'break-all',
  // Addresses and hashes read left to right in a right-to-left modal too, apart from the text around them.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const alert = style({
  margin: 0,
  padding: `${vars.spacing[2]} ${vars.spacing[3]}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.error}`,
  fontSize: vars.font.size.sm,
  color: vars.colors.error,
});

export const link = style({
  color: vars.colors.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});
