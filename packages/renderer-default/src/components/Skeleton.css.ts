import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'block',
  background: vars.colors.skeleton,
  borderRadius: vars.radii.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shapes = {
  line: style({ height: 12, width: '60%' }),
  shortLine: style({ height: 10, width: '35%' }),
  title: style({ height: 24, width: '50%' }),
  circle: style({ width: 36, height: 36, borderRadius: vars.radii.full }),
  square: style({ width: 36, height: 36, borderRadius: 10 }),
  tile: style({ width: 56, height: 56, borderRadius: 16 }),
  row: style({ height: 48, width: '100%', borderRadius: vars.radii.md }),
} as const;

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[3],
  minHeight: 48,
  padding: `${vars.spacing[1]} ${vars.spacing[2]}`,
});

export const skeletonTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing[2],
  flex: 1,
});
