import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 20,
  padding: `0 ${vars.spacing[2]}`,
  borderRadius: vars.radii.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const tag = styleVariants({
  accent: [base, { background: vars.colors.accentSoft, color: vars.colors.text }],
  neutral: [base, { background: vars.colors.surfaceRaised, color: vars.colors.textSecondary }],
  // Status colours tint the pill; the text stays in the text colour so it reads on both themes.
  success: [base, { background: `color-mix(in srgb, ${vars.colors.success} 16%, transparent)`, color: vars.colors.text }],
  warning: [base, { background: `color-mix(in srgb, ${vars.colors.warning} 16%, transparent)`, color: vars.colors.text, gap: 4 }],
});
