import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const travel = keyframes({ from: { strokeDashoffset: 0 }, to: { strokeDashoffset: -100 } });

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 96,
  height: 96,
  margin: `${vars.spacing[2]} 0 ${vars.spacing[2]}`,
});

/** The outline around the wallet icon: a dash travels along it while the wallet is asked. */
export const ring = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

export const ringTrack = style({
  fill: 'none',
  stroke: vars.colors.surfaceRaised,
  strokeWidth: 3,
});

export const ringDash = style({
  fill: 'none',
  stroke: vars.colors.accent,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeDasharray: '22 78',
  animation: `${travel} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});

export const ringError = style({
  fill: 'none',
  stroke: vars.colors.error,
  strokeWidth: 3,
});

export const badge = style({
  position: 'absolute',
  insetInlineEnd: 2,
  bottom: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 26,
  height: 26,
  borderRadius: vars.radii.full,
  background: vars.colors.background,
  color: vars.colors.error,
  boxShadow: `0 0 0 1px ${vars.colors.border}`,
});

export const errorText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.colors.error,
});
