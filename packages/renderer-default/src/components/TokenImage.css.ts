import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const token = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  overflow: 'hidden',
  borderRadius: vars.radii.full,
  background: vars.colors.surfaceRaised,
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  selectors: {
    '&[data-initials]::before': { content: 'attr(data-initials)' },
  },
});

export const small = style({ width: 20, height: 20, fontSize: 9 });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
