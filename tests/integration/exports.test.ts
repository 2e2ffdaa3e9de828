import { describe, expect, it } from 'vitest';

// Public API changes must be visible in review: each entry's exported names are snapshotted.
describe('public exports', () => {
  it('@connect-modal/headless (core)', async () => {
    const core = await import('@connect-modal/headless');
    expect(Object.keys(core).sort()).toMatchSnapshot();
  });
});
