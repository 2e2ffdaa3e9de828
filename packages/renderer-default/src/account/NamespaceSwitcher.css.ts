import { style } from '@vanilla-extract/css';
import { darkTheme, vars } from '@connect-modal/themes';

/** A compact segmented control above the account: quieter than the content tabs below it. */
export const group = style({
  display: 'flex',
  width: 'fit-content',
  maxWidth: '100%',
  margin: '0 auto',
  gap: 2,
  padding: 3,
  borderRadius: vars.radii.full,
  background: vars.colors.surface,
});

export const option = style({
  flex: 'none',
  minHeight: 30,
  padding: `0 ${vars.spacing[3]}`,
  border: 'none',
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.header} ${vars.motion.easing}, color ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&[aria-pressed="true"]': { background: vars.colors.background, color: vars.colors.text, boxShadow: vars.shadows.raised },
    [`${darkTheme} &[aria-pressed="true"]`]: { background: vars.colors.surfaceRaised },
  },
});
