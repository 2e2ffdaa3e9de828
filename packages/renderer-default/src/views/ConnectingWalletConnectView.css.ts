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

export const errorHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.error,
});

/** The message over a faded QR code; the tile is white in every theme, so its text is dark. */
export const overlayText = style({
  margin: 0,
  maxWidth: 200,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: '#141414',
});

/** A link styled as the modal's buttons: it opens a wallet app or web app. */
export const linkButton = style({
  textDecoration: 'none',
  width: '100%',
  boxSizing: 'border-box',
});

export const walletsHeading = style({
  margin: 0,
  padding: `0 ${vars.spacing[1]}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.textSecondary,
});
