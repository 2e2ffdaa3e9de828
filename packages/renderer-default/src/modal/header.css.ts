import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const titleIn = keyframes({ from: { opacity: 0, transform: 'translateY(2px)' }, to: { opacity: 1, transform: 'none' } });

export const header = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '40px 1fr 40px',
  alignItems: 'center',
  gap: vars.spacing[2],
  minHeight: 56,
  padding: `${vars.spacing[2]} ${vars.spacing[3]}`,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.25,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  animation: `${titleIn} ${vars.motion.duration.header} ${vars.motion.easing}`,
});

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
});
