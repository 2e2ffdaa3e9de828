import { defineConfig } from 'vite';

// Built from the workspace sources, as an app would build from the published packages.
export default defineConfig({
  root: __dirname,
  logLevel: 'warn',
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
