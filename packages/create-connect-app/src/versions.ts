/**
 * Versions of the third-party packages a generated project depends on: the ones the product is built and
 * tested with. The `@connect-modal/*` packages take this package's own version (they are released together).
 */
export const DEPENDENCY_VERSIONS = {
  '@tanstack/react-query': '^5.108.0',
  qr: '^0.7.0',
  viem: '^2.57.20',
  wagmi: '^3.7.7',
  '@wagmi/core': '^3.6.5',
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  '@types/react': '^19.3.0',
  '@types/react-dom': '^19.3.0',
  '@types/node': '^20.19.0',
  'happy-dom': '^21.0.4',
  next: '^16.4.6',
  typescript: '~5.9.3',
  vite: '^7.3.8',
  vitest: '^4.1.12',
} as const;

/**
 * Packages only a template uses, which the repository itself does not install: the next-app template's own
 * build and test (in the CLI's template tests) check them instead.
 */
export const TEMPLATE_ONLY_DEPENDENCIES: readonly DependencyName[] = ['next'];

/** A third-party package of a generated project. */
export type DependencyName = keyof typeof DEPENDENCY_VERSIONS;
