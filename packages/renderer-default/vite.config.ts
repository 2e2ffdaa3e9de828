import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Library build: `.css.ts` files compile to class-name strings plus one stylesheet, dist/style.css. Modules stay
// separate files, so each view remains its own lazily imported module in an app's bundle.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      // The client marker is put back on the entry below; source maps of stripped directives have no position.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // Bundlers drop module directives; the entry keeps its client marker for React server components.
        banner: (chunk) => (chunk.isEntry ? "'use client';" : ''),
      },
    },
  },
});
