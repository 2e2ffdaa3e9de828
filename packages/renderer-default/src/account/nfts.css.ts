import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.spacing[2],
  margin: 0,
  padding: `${vars.spacing[1]} 0`,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[1],
  padding: vars.spacing[1],
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  minWidth: 0,
});

export const picture = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1 / 1',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radii.sm,
  background: vars.colors.skeleton,
  color: vars.colors.textSecondary,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const name = style({
  margin: 0,
  padding: `0 ${vars.spacing[1]}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.text,
  // Two lines at most: a collection's name and the token's number usually fit.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const tokenId = style({
  margin: 0,
  padding: `0 ${vars.spacing[1]} ${vars.spacing[1]}`,
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const skeletonCard = style([card, { height: 190 }]);

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.spacing[2]} 0`,
});

// Takes the focus back after a retry or a next page, with the modal's focus ring.
export const region = style({
  outline: 'none',
  borderRadius: vars.radii.md,
  selectors: { '&:focus-visible': { boxShadow: vars.shadows.focus } },
});
