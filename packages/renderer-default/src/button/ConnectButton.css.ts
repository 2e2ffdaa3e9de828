import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing[2],
  height: 40,
  padding: `0 ${vars.spacing[4]}`,
  border: '1px solid transparent',
  borderRadius: vars.radii.md,
  background: vars.colors.accent,
  color: vars.colors.accentText,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `filter ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { filter: 'brightness(1.08)' },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
  // The button lives in the host page, outside the modal's base class that zeroes motion.
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Connected: the account chip, quieter than the call to action. */
export const connected = style({
  padding: `0 ${vars.spacing[3]} 0 ${vars.spacing[2]}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  borderColor: vars.colors.border,
  fontFamily: vars.font.family,
  selectors: {
    '&:hover': { filter: 'none', background: vars.colors.surfaceRaised },
  },
});
