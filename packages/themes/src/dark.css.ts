import { createTheme } from '@vanilla-extract/css';
import { buildThemeTokens } from './buildThemeTokens.js';
import { vars } from './contract.css.js';
import { darkPalette } from './darkPalette.js';

/** Class that applies the dark theme to an element and its descendants. */
export const darkThemeClass = createTheme(vars, buildThemeTokens(darkPalette));
