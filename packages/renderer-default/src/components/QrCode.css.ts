import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.98)' }, to: { opacity: 1, transform: 'scale(1)' } });
const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** Scanners read dark on light: the code sits on a white tile in every theme. */
export const tile = style({
  position: 'relative',
  alignSelf: 'center',
  width: '100%',
  maxWidth: 288,
  aspectRatio: '1 / 1',
  padding: 16,
  borderRadius: vars.radii.xl,
  background: '#ffffff',
  boxShadow: `0 0 0 1px ${vars.colors.border}`,
  boxSizing: 'border-box',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  animation: `${appear} 240ms ease-out`,
  transition: 'opacity 150ms ease-out, filter 150ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A code that can no longer be used is faded behind the message that says so. */
export const stale = style({
  opacity: 0.12,
  filter: 'blur(2px)',
});

export const modules = style({ fill: '#141414' });

export const eye = style({ fill: '#141414', fillRule: 'evenodd' });

/** The logo in the free middle of the code, on a white ring that keeps it apart from the modules. */
export const logo = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  transform: 'translate(-50%, -50%)',
  borderRadius: 14,
  background: '#ffffff',
  padding: 4,
  pointerEvents: 'none',
});

// Whatever icon is given fills the logo area, whatever size it was drawn at.
globalStyle(`${logo} > span, ${logo} > svg`, { width: '100%', height: '100%' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  borderRadius: vars.radii.lg,
  background: 'repeating-linear-gradient(45deg, #f1f2f4 0 6px, #e7e9ec 6px 12px)',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing[2],
  padding: vars.spacing[4],
  textAlign: 'center',
  color: '#141414',
});
