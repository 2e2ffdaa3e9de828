import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@connect-modal/themes';

/** Viewports narrower than this show the modal as a bottom sheet. */
export const SHEET_MEDIA = 'screen and (max-width: 429px)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sheetIn = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%': { transform: 'translateX(-8px)' },
  '40%': { transform: 'translateX(7px)' },
  '60%': { transform: 'translateX(-5px)' },
  '80%': { transform: 'translateX(3px)' },
});

/** The element that carries the theme: no box of its own, so overlay and card position against the viewport. */
export const themeRoot = style({
  display: 'contents',
});

/** Root of the embedded (inline) modal. */
export const embeddedRoot = style({
  display: 'block',
  width: '100%',
  maxWidth: 360,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.colors.overlay,
  animation: `${fadeIn} ${vars.motion.duration.height} ${vars.motion.easing}`,
  // Some host pages blur; a light blur also marks the page behind as inactive.
  backdropFilter: 'blur(2px)',
});

/** The dialog element: centred on wide screens, a bottom sheet on narrow ones. */
export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 360,
  maxWidth: 'calc(100vw - 32px)',
  outline: 'none',
  animation: `${popIn} ${vars.motion.duration.view} ${vars.motion.easing}`,
  '@media': {
    [SHEET_MEDIA]: {
      left: 0,
      right: 0,
      top: 'auto',
      bottom: 0,
      transform: 'none',
      width: '100%',
      maxWidth: '100%',
      animation: `${sheetIn} ${vars.motion.duration.view} ${vars.motion.easing}`,
    },
  },
});

/** The visible card. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.colors.background,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.modal,
  overflow: 'hidden',
  maxHeight: 'calc(100vh - 32px)',
  '@supports': {
    '(height: 100dvh)': { maxHeight: 'calc(100dvh - 32px)' },
  },
  '@media': {
    [SHEET_MEDIA]: {
      borderRadius: `${vars.radii.lg} ${vars.radii.lg} 0 0`,
      borderBottom: 'none',
      maxHeight: 'calc(100vh - 24px)',
      paddingBottom: 'env(safe-area-inset-bottom)',
    },
  },
});

/** The card of the embedded modal: same look, no page-level shadow. */
export const embeddedCard = style([card, { boxShadow: vars.shadows.raised, maxHeight: 'none' }]);

/** Added while the modal shakes (a refused close). */
export const shaking = style({
  // Twice the view duration, so reduced motion (all durations zero) turns the shake off too.
  animation: `${shakeFrames} calc(${vars.motion.duration.view} * 2.4) ${vars.motion.easing}`,
});

/** A thin bar under the header while the modal prefetches. */
const progress = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const loadingBar = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '40%',
  height: 2,
  background: vars.colors.accent,
  borderRadius: vars.radii.full,
  animation: `${progress} 1s ${vars.motion.easing} infinite`,
  pointerEvents: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
  },
});

/** The body wraps the views; its height follows the current view. */
export const body = style({
  position: 'relative',
  overflow: 'hidden',
  transition: `height ${vars.motion.duration.height} ${vars.motion.easing}`,
  flexShrink: 1,
  minHeight: 0,
});

export const bodyInner = style({
  display: 'flow-root',
});

const slideFromRight = keyframes({ from: { opacity: 0, transform: 'translateX(12px)' }, to: { opacity: 1, transform: 'none' } });
const slideFromLeft = keyframes({ from: { opacity: 0, transform: 'translateX(-12px)' }, to: { opacity: 1, transform: 'none' } });

/** The view entering, sliding in the router's direction. */
export const viewEnter = styleVariants({
  next: {
    animation: `${slideFromRight} ${vars.motion.duration.view} ${vars.motion.easing}`,
    // Right to left, the next view comes from the left.
    selectors: { '[dir="rtl"] &': { animationName: slideFromLeft } },
  },
  prev: {
    animation: `${slideFromLeft} ${vars.motion.duration.view} ${vars.motion.easing}`,
    selectors: { '[dir="rtl"] &': { animationName: slideFromRight } },
  },
});

// Right to left, the icons that point (back, chevrons) point the other way.
globalStyle('[data-connect-modal][dir="rtl"] svg[data-mirror]', { transform: 'scaleX(-1)' });

export const viewFrame = style({
  outline: 'none',
});

export const fallback = style({
  padding: `0 ${vars.spacing[3]} ${vars.spacing[4]}`,
});

export const unavailable = style({
  padding: `${vars.spacing[6]} ${vars.spacing[4]}`,
  textAlign: 'center',
  color: vars.colors.textSecondary,
  fontSize: vars.font.size.sm,
});
