import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The email form: the field with its submit arrow inside, and the message under it. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  margin: 0,
});

export const fieldBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: 48,
  paddingBlock: 0,
  paddingInlineStart: vars.spacing[3],
  // Room for the submit arrow at the end of the field.
  paddingInlineEnd: 52,
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
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const submit = style({
  position: 'absolute',
  insetInlineEnd: 6,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.accent,
  color: vars.colors.accentText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.error,
});

export const label = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.textSecondary,
});

/** An alert of the auth connector, in the email area. */
export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: `${vars.spacing[2]} ${vars.spacing[3]}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.error}`,
  color: vars.colors.error,
  fontSize: vars.font.size.sm,
});

export const alertTitle = style({
  fontWeight: vars.font.weight.bold,
});

export const alertHint = style({
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.xs,
});


/** The email field's room while its code loads. */
export const fallback = style({
  height: 48,
});
