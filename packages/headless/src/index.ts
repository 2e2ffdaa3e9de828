/** The headless core and its actions: everything an app needs from any framework. */
export * from './core/index.js';
export * from './actions/index.js';
