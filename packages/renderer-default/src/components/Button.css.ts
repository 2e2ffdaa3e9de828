import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing[2],
  minHeight: 44,
  padding: `0 ${vars.spacing[4]}`,
  border: '1px solid transparent',
  borderRadius: vars.radii.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.header} ${vars.motion.easing}, filter ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.colors.accent,
      color: vars.colors.accentText,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' }, '&:active:not(:disabled)': { filter: 'brightness(0.95)' } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.colors.surface,
      color: vars.colors.text,
      borderColor: vars.colors.border,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.colors.surfaceRaised },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.colors.surface,
      color: vars.colors.error,
      borderColor: vars.colors.border,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.colors.surfaceRaised },
      },
    },
  ],
});

export const fullWidth = style({ width: '100%' });
