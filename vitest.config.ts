import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiles `.css.ts` files (themes, renderer) when tests import them from source.
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources in tests.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  ssr: {
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/localNetworkOnly.ts'],
    // Type tests (`*.test-d.ts`) pin what the hooks and actions infer from a config.
    typecheck: {
      enabled: true,
      include: ['packages/*/src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: {
      deps: {
        // Under the `module` condition @walletconnect/core's ESM build default-imports a CommonJS-only package,
        // which Node's loader hands over as a namespace ("is not a constructor"). Transforming core (and
        // sign-client, so its import of core is transformed too) supplies the interop; plain Node is unaffected.
        inline: ['@walletconnect/sign-client', '@walletconnect/core'],
      },
    },
  },
});
