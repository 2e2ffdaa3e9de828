import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The flip button between the two token rows, centred. */
export const flipRow = style({
  display: 'flex',
  justifyContent: 'center',
  margin: `calc(-1 * ${vars.spacing[2]}) 0`,
});

/** The slippage field: a short input with its percent sign. */
export const slippageInput = style({
  flex: 'none',
  alignSelf: 'flex-start',
  width: 88,
});

/** The quote under the form: label and value pairs. */
export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
  margin: 0,
  padding: vars.spacing[3],
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

/** A label and its value on one line; a value too long for the line drops below its label, whole. */
export const quoteRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.spacing[2],
  rowGap: 2,
  minWidth: 0,
});

export const quoteLabel = style({
  whiteSpace: 'nowrap',
});

export const quoteValue = style({
  marginInlineStart: 'auto',
  marginInlineEnd: 0,
  marginTop: 0,
  marginBottom: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.text,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  // Amounts and symbols read in their own direction ("0.01 ETH" stays so in a right-to-left modal).
  unicodeBidi: 'plaintext',
});

/** The steps of a swap, numbered. */
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
  margin: 0,
  paddingInlineStart: vars.spacing[5],
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
});

export const activeStep = style({
  color: vars.colors.text,
  fontWeight: vars.font.weight.bold,
});
