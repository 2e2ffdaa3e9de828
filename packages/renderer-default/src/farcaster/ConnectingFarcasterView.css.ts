import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: `0 ${vars.spacing[2]}`,
  textAlign: 'center',
});

export const waiting = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.error,
});

/** A link styled as the modal's secondary button: it opens the sign-in URL (Farcaster on this device). */
export const openLink = style({
  textDecoration: 'none',
  width: '100%',
  boxSizing: 'border-box',
});
