import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  minWidth: 0,
  height: 96,
  padding: `${vars.spacing[2]} ${vars.spacing[1]} ${vars.spacing[1]}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.colors.surface },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const tileImage = style({
  position: 'relative',
  display: 'flex',
});

export const installedDot = style({
  position: 'absolute',
  insetInlineEnd: -3,
  bottom: -3,
  width: 14,
  height: 14,
  borderRadius: vars.radii.full,
  background: vars.colors.success,
  border: `2px solid ${vars.colors.background}`,
});

export const tileName = style({
  width: '100%',
  fontSize: vars.font.size.xs,
  lineHeight: 1.25,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The warning sign on a wallet whose rdns another announced wallet claims too (in place of the installed dot). */
export const warningBadge = style({
  position: 'absolute',
  insetInlineEnd: -4,
  bottom: -4,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radii.full,
  background: vars.colors.background,
  color: vars.colors.error,
  border: `2px solid ${vars.colors.error}`,
});
