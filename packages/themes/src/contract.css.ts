import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every CSS custom property the modal reads. Light, dark and user themes fill it in.
 */
export const vars = createThemeContract({
  colors: {
    background: null,
    surface: null,
    surfaceRaised: null,
    overlay: null,
    text: null,
    textSecondary: null,
    textMuted: null,
    border: null,
    accent: null,
    accentText: null,
    accentSoft: null,
    success: null,
    error: null,
    warning: null,
    focusRing: null,
    skeleton: null,
  },
  // Inputs for `color-mix()` on backgrounds and surfaces; a transparent 0 % mix leaves them unchanged.
  mix: {
    color: null,
    strength: null,
  },
  radii: {
    // The other radii are multiples of this, so one user value reshapes the whole modal.
    base: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
    modal: null,
  },
  font: {
    family: null,
    mono: null,
    size: {
      // The sizes are multiples of this, so one user value rescales all text.
      base: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
    },
    weight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: null,
  },
  spacing: {
    1: null,
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
    7: null,
    8: null,
  },
  shadows: {
    modal: null,
    raised: null,
    focus: null,
  },
  zIndex: {
    modal: null,
    toast: null,
  },
  motion: {
    duration: {
      header: null,
      height: null,
      view: null,
    },
    easing: null,
  },
});
