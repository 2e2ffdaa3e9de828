// The Vite config of the peer apps: a production build with React's plugin, as each library's guide sets one up.
// Copied next to each app inside the install folder, so every import resolves from the peers' own install.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
