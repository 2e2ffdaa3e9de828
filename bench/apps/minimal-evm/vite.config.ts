import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Built from the workspace sources, as an app would build from the published packages.
export default defineConfig({
  root: __dirname,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  // The styles are evaluated apart, as on a server: they must take the workspace sources too, or a style would get
  // the built theme contract's variable names while the theme defines the source's.
  environments: { ssr: { resolve: { conditions: ['source', 'module', 'node', 'production'] } } },
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
