import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: 16,
  height: 16,
  border: `2px solid ${vars.colors.border}`,
  borderTopColor: vars.colors.accent,
  borderRadius: vars.radii.full,
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
