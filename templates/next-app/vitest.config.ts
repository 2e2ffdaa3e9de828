import { defineConfig } from 'vitest/config';

export default defineConfig({
  // JSX compiles with the tsconfig's automatic runtime, as in Next.js.
  test: { environment: 'happy-dom' },
});
