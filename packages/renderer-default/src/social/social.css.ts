import { style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** The socials: a wrapping grid of buttons, each with the provider's mark and name. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.spacing[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing[2],
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.spacing[2]}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.colors.textMuted },
    '&:focus-visible': { borderColor: vars.colors.accent, boxShadow: vars.shadows.focus },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** The provider's mark: its initial on a tile (brand logos are the app's to add). */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radii.sm,
  background: vars.colors.text,
  color: vars.colors.surface,
  fontSize: 12,
  fontWeight: 700,
  flexShrink: 0,
});

/** Read by assistive technology, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The waiting screen's status and error lines. */
export const message = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  minHeight: 20,
});
export const errorText = style({ color: vars.colors.error });
export const statusText = style({ color: vars.colors.textSecondary, display: 'inline-flex', alignItems: 'center', gap: vars.spacing[2] });
