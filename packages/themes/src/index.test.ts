import { expect, it } from 'vitest';
import * as themes from './index.js';

it('exports the public API', () => {
  expect(Object.keys(themes).sort()).toEqual([
    'DEFAULT_Z_INDEX',
    'baseClass',
    'darkTheme',
    'lightTheme',
    'themeClass',
    'themeVariablesToStyle',
    'vars',
  ]);
  expect(themes.DEFAULT_Z_INDEX).toBe(999);
  expect(themes.themeClass('dark')).toBe(themes.darkTheme);
  expect(themes.themeClass('light')).toBe(themes.lightTheme);
  expect(themes.lightTheme).not.toBe(themes.darkTheme);
  expect(themes.vars.zIndex.modal).toMatch(/^var\(--[\w-]+\)$/);
});
