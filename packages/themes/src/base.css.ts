import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

/**
 * Base style for the modal root: typography, font smoothing and box sizing scoped to the modal, and no motion
 * for people who ask their system for reduced motion. Put it on the same element as the theme class.
 */
export const baseClass = style({
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  WebkitTapHighlightColor: 'transparent',
  textSizeAdjust: '100%',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        // Doubled class so it outranks the theme class on the same element whatever the stylesheet order.
        '&&': {
          vars: assignVars(vars.motion.duration, { header: '0ms', height: '0ms', view: '0ms' }),
        },
      },
    },
  },
});

// `:where()` keeps these at zero specificity so any component class in the modal overrides them.
globalStyle(`:where(${baseClass}) *, :where(${baseClass}) *::before, :where(${baseClass}) *::after`, {
  boxSizing: 'inherit',
});

globalStyle(`:where(${baseClass}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle(`:where(${baseClass}) :where(h1, h2, h3, h4, p, ul, ol, figure)`, {
  margin: 0,
});
