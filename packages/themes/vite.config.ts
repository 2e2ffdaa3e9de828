import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Library build: the `.css.ts` files compile to plain class-name strings plus one stylesheet, dist/style.css.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
  },
});
