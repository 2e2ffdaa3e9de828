import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const frame = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: vars.colors.surfaceRaised,
  color: vars.colors.textSecondary,
  fontWeight: vars.font.weight.bold,
  // A hairline inside the image keeps white icons visible on the white theme.
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      boxShadow: `inset 0 0 0 1px ${vars.colors.border}`,
      pointerEvents: 'none',
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Square sizes, with corner radii proportional to them. */
export const sizes = {
  20: style({ width: 20, height: 20, borderRadius: 6 }),
  28: style({ width: 28, height: 28, borderRadius: 8 }),
  36: style({ width: 36, height: 36, borderRadius: 10 }),
  56: style({ width: 56, height: 56, borderRadius: 16 }),
  72: style({ width: 72, height: 72, borderRadius: 20 }),
} as const;

/** Size of a wallet image. */
export type WalletImageSize = keyof typeof sizes;
