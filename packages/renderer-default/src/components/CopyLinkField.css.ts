import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The pairing link as text, cut to one line, with the button that copies it. */
export const linkField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[2],
  minHeight: 44,
  padding: `0 4px 0 ${vars.spacing[3]}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const linkText = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.xs,
  color: vars.colors.textSecondary,
  userSelect: 'all',
});

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  flexShrink: 0,
  height: 36,
  padding: `0 ${vars.spacing[3]}`,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
  transition: `filter ${vars.motion.duration.header} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { filter: 'brightness(0.96)' },
    '&:focus-visible': { boxShadow: vars.shadows.focus },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
