import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.spacing[3],
  display: 'flex',
  color: vars.colors.textSecondary,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  height: 40,
  paddingBlock: 0,
  paddingInlineStart: 36,
  paddingInlineEnd: vars.spacing[3],
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.colors.textMuted },
    '&:hover': { borderColor: vars.colors.textMuted },
    '&:focus-visible': { borderColor: vars.colors.accent, boxShadow: vars.shadows.focus },
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
});

/** The scroll area of the wallet grid. Fixed height, so the virtual rows have a window to fill. */
export const scroller = style({
  position: 'relative',
  height: 384,
  maxHeight: '52vh',
  overflowY: 'auto',
  overflowX: 'hidden',
  margin: `0 calc(${vars.spacing[3]} * -1)`,
  padding: `0 ${vars.spacing[3]}`,
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset ${vars.shadows.focus}` },
  },
});

/** Loading, empty and error states take the grid's place at the grid's height, so the card keeps its size. */
export const stateBox = style({
  height: 384,
  maxHeight: '52vh',
  overflow: 'hidden',
});

/** A failed directory above the wallets that are known anyway (installed ones): the error and a retry, on one line. */
export const errorBanner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing[2],
  padding: `${vars.spacing[1]} ${vars.spacing[2]}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.sm,
});

export const rows = style({
  position: 'relative',
  width: '100%',
});

export const row = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.spacing[1],
});

export const loaderRow = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  width: '100%',
});

export const skeletonTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  height: 96,
  paddingTop: vars.spacing[2],
});

export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.spacing[1],
});

export const skeletonName = style({
  width: 48,
  height: 10,
});
