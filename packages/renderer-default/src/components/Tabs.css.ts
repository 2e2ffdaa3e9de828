import { style } from '@vanilla-extract/css';
import { darkTheme, vars } from '@connect-modal/themes';

export const tablist = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: 2,
  padding: 3,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
});

export const tab = style({
  minHeight: 34,
  padding: `0 ${vars.spacing[2]}`,
  // Words are not broken between letters (Japanese and Chinese too); a long label wraps between words only.
  wordBreak: 'keep-all',
  lineHeight: 1.2,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.header} ${vars.motion.easing}, color ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&[aria-selected="true"]': {
      background: vars.colors.background,
      color: vars.colors.text,
      boxShadow: vars.shadows.raised,
    },
    // On dark surfaces the selected tab is lifted by a lighter fill rather than by the page colour.
    [`${darkTheme} &[aria-selected="true"]`]: { background: vars.colors.surfaceRaised },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radii.md,
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadows.focus },
  },
});
