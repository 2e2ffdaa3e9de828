import { darkThemeClass } from './dark.css.js';
import { lightThemeClass } from './light.css.js';

/** The two built-in color modes. */
export type ThemeMode = 'light' | 'dark';

/** Class name of the light theme. */
export const lightTheme: string = lightThemeClass;

/** Class name of the dark theme. */
export const darkTheme: string = darkThemeClass;

/** Class name of the theme for a mode; put it on the same element as `baseClass` and the theme variables. */
export function themeClass(mode: ThemeMode): string {
  return mode === 'dark' ? darkTheme : lightTheme;
}
