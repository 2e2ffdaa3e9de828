import { createTheme } from '@vanilla-extract/css';
import { buildThemeTokens } from './buildThemeTokens.js';
import { vars } from './contract.css.js';
import { lightPalette } from './lightPalette.js';

/** Class that applies the light theme to an element and its descendants. */
export const lightThemeClass = createTheme(vars, buildThemeTokens(lightPalette));
