import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[3],
  width: '100%',
  minHeight: 48,
  padding: `${vars.spacing[1]} ${vars.spacing[3]} ${vars.spacing[1]} ${vars.spacing[2]}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  textAlign: 'start',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { cursor: 'default' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

/** A row that only shows information. */
export const staticRow = style([row, { cursor: 'default', selectors: { '&:hover': { background: vars.colors.surface } } }]);

export const leading = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  gap: 1,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.colors.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subtitle = style({
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Amounts and symbols read in their own direction ("0.01 ETH" stays so in a right-to-left modal).
  unicodeBidi: 'plaintext',
});

export const trailing = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.spacing[2],
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.xs,
  // Amounts and symbols read in their own direction ("0.01 ETH" stays so in a right-to-left modal).
  unicodeBidi: 'plaintext',
});

/** An information row without a background, for dense lists (tokens, activity). */
export const plainRow = style([staticRow, { background: 'transparent', selectors: { '&:hover': { background: 'transparent' } } }]);
