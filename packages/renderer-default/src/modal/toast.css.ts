import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

const toastIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -8px) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, 0) scale(1)' },
});

// Toasts show at the top of the card, under its header, so they never cover a view's actions at the bottom.
export const region = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 60,
  height: 0,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});

export const toast = style({
  position: 'absolute',
  left: '50%',
  top: 0,
  transform: 'translate(-50%, 0)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing[2],
  // As wide as its text, up to the card's width less a margin; a longer message wraps rather than being cut.
  width: 'max-content',
  maxWidth: 'calc(100% - 32px)',
  boxSizing: 'border-box',
  minHeight: 36,
  padding: `${vars.spacing[2]} ${vars.spacing[4]} ${vars.spacing[2]} ${vars.spacing[3]}`,
  borderRadius: vars.radii.full,
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.modal,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  animation: `${toastIn} ${vars.motion.duration.view} ${vars.motion.easing}`,
});

export const message = style({ overflowWrap: 'anywhere' });

export const icon = styleVariants({
  success: { display: 'flex', color: vars.colors.success },
  error: { display: 'flex', color: vars.colors.error },
  loading: { display: 'flex', color: vars.colors.accent },
});
