import { defineConfig } from 'vitest/config';
// #if siwx
import { siwxBackend } from './siwxBackend';
// #endif

export default defineConfig({
  // #if siwx
  // The sign-in backend's routes under /api/siwx, in `vite dev` and `vite preview` (see siwxBackend.ts).
  plugins: [siwxBackend()],
  // #endif
  // React's automatic JSX runtime. For Fast Refresh while editing, add @vitejs/plugin-react to the plugins.
  esbuild: { jsx: 'automatic' },
  build: {
    // The wallet libraries (EVM and Solana clients) make a large entry chunk; the modal's views load lazily.
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      onwarn(warning, warn) {
        // React libraries mark their modules 'use client' for server-component bundlers; a browser build drops it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  test: { environment: 'happy-dom' },
});
