import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: vars.colors.textSecondary,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.header} ${vars.motion.easing}, color ${vars.motion.duration.header} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.colors.surface, color: vars.colors.text },
    '&:active:not(:disabled)': { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

/** A smaller variant for inline actions (copy). */
export const small = style({
  width: 28,
  height: 28,
});
