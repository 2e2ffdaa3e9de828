import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing[1],
  padding: `${vars.spacing[1]} 0 ${vars.spacing[1]}`,
  textAlign: 'center',
});

export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[1],
  marginTop: vars.spacing[2],
  maxWidth: '100%',
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const balance = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  color: vars.colors.text,
  fontVariantNumeric: 'tabular-nums',
  minHeight: 34,
  display: 'flex',
  alignItems: 'center',
  // The balance reads left to right in a right-to-left modal too, amount then symbol.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const balanceError = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.textSecondary,
});

/** A retry under a failed read: as wide as its text, not the whole panel. */
export const retryButton = style({
  alignSelf: 'center',
  minWidth: 0,
});

export const balanceSymbol = style({
  marginInlineStart: 6,
  color: vars.colors.textSecondary,
  fontWeight: vars.font.weight.medium,
});

export const usd = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.colors.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  // The balance reads left to right in a right-to-left modal too, amount then symbol.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

const networkPill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing[2],
  height: 32,
  marginTop: vars.spacing[2],
  padding: `0 ${vars.spacing[2]} 0 ${vars.spacing[1]}`,
  borderRadius: vars.radii.full,
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
} as const;

/** The network as plain text, when the app turned network switching off: same place, no button look. */
export const networkLabel = style({
  ...networkPill,
  marginBottom: 0,
  color: vars.colors.textSecondary,
});

export const networkButton = style({
  ...networkPill,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
  },
});

export const networkWarning = style({
  color: vars.colors.warning,
  display: 'flex',
});

export const features = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.spacing[2],
});

export const featureButton = style({
  display: 'flex',
  // The icon over its label: the label gets the button's whole width, in every language.
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing[1],
  minHeight: 56,
  padding: `${vars.spacing[2]} ${vars.spacing[1]}`,
  lineHeight: 1.2,
  textAlign: 'center',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
  },
});

export const featureIcon = style({
  display: 'flex',
  color: vars.colors.accent,
});

/** The scroll area of the tab panels. */
export const panel = style({
  height: 216,
  overflowY: 'auto',
  margin: `${vars.spacing[1]} calc(${vars.spacing[1]} * -1) 0`,
  padding: `${vars.spacing[1]}`,
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
});

export const groupTitle = style({
  margin: `${vars.spacing[2]} 0 ${vars.spacing[1]}`,
  padding: `0 ${vars.spacing[2]}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const rowList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const valueText = style({
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  // Amounts and symbols read in their own direction ("0.01 ETH" stays so in a right-to-left modal).
  unicodeBidi: 'plaintext',
});

export const directionIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radii.full,
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
});

export const incoming = style({ color: vars.colors.success });

export const sentinel = style({ height: 1 });

export const disconnectIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: 10,
  background: vars.colors.surfaceRaised,
  color: vars.colors.error,
});

export const disconnectText = style({ color: vars.colors.error });
