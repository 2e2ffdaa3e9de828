import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const box = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.spacing[2],
  padding: vars.spacing[3],
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
});

export const checkbox = style({
  flex: 'none',
  width: 18,
  height: 18,
  margin: '1px 0 0',
  accentColor: vars.colors.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus, borderRadius: 4 } },
});

export const link = style({
  // The text colour, underlined: the accent on the raised surface is not contrasted enough in every theme.
  color: vars.colors.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: 2,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus } },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  textAlign: 'center',
});

export const gate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  selectors: {
    // What cannot be used yet looks it; the hint above says why.
    '&:disabled': { opacity: 0.5 },
  },
});
