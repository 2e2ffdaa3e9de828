import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const avatar = style({
  display: 'inline-flex',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radii.full,
  background: vars.colors.surfaceRaised,
  boxShadow: `0 0 0 1px ${vars.colors.border}`,
});

export const sizes = {
  20: style({ width: 20, height: 20 }),
  64: style({ width: 64, height: 64 }),
} as const;

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
