import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** A native select dressed like the form's inputs. */
export const select = style({
  flex: 'none',
  boxSizing: 'border-box',
  height: 44,
  minWidth: 88,
  padding: `0 ${vars.spacing[2]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.colors.textMuted },
    '&:focus-visible': { borderColor: vars.colors.accent, boxShadow: vars.shadows.focus },
  },
});

/** The select of the purchase currency: the whole width of the form. */
export const wideSelect = style([select, { width: '100%' }]);

/** The payment methods: a fieldset without its frame. */
export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The legend, placed like the other fields' labels. */
export const legend = style({
  padding: 0,
  marginBottom: 6,
});

/** Card and bank side by side. */
export const methodOptions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.spacing[2],
});

/** One payment method: a bordered choice whose radio button sits inside it. */
export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[2],
  height: 44,
  padding: `0 ${vars.spacing[3]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.colors.textMuted },
    '&[data-checked="true"]': { borderColor: vars.colors.accent, boxShadow: `inset 0 0 0 1px ${vars.colors.accent}` },
    '&:focus-within': { boxShadow: vars.shadows.focus },
  },
});

export const radio = style({
  margin: 0,
  accentColor: vars.colors.accent,
});

/** The providers, one row each. */
export const providers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A provider's row: bordered like the form's fields. */
export const providerRow = style({
  border: `1px solid ${vars.colors.border}`,
  minHeight: 64,
});

/** What a provider quotes, under its name: its fee and what the visitor receives. */
export const providerDetails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  whiteSpace: 'normal',
});

/** A provider's refusal of the amount, under its name. */
export const providerRefusal = style({
  color: vars.colors.error,
  whiteSpace: 'normal',
});

/** The waiting state's spinner tile. */
export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
});

/** The link that opens the provider's page again: underlined text, legible on the card in either scheme. */
export const link = style({
  alignSelf: 'center',
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radii.xs,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
  },
});
