import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing[3],
  padding: `${vars.spacing[5]} ${vars.spacing[4]} ${vars.spacing[4]}`,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  textAlign: 'center',
});

/** The QR code of the address: large enough to scan from a phone, small enough to keep the view short. */
export const qr = style({
  display: 'flex',
  justifyContent: 'center',
  width: 208,
  maxWidth: '100%',
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** The full address: visitors must be able to check every character before sharing it. */
export const address = style({
  margin: 0,
  maxWidth: '100%',
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
  color: vars.colors.text,
  wordBreak: 'break-all',
  userSelect: 'all',
  // Addresses and hashes read left to right in a right-to-left modal too, apart from the text around them.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.spacing[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 28,
  padding: `0 ${vars.spacing[2]} 0 4px`,
  borderRadius: vars.radii.full,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.text,
});
