/** Theme contract, light and dark themes, base styles and theme variables of the wallet-connection modal. */
export { vars } from './contract.css.js';
export { baseClass } from './base.css.js';
export { darkTheme, lightTheme, themeClass } from './themeClass.js';
export type { ThemeMode } from './themeClass.js';
export { themeVariablesToStyle } from './variables.js';
export type { ThemeVariables, ThemeVariableWarning, ThemeVariablesToStyleOptions } from './variables.js';
export { DEFAULT_Z_INDEX } from './defaults.js';
