import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../testing/testConfig.js';

describe('toast codes', () => {
  it("carry the product toast's code, so a renderer can word it; an app's own toast has none", () => {
    const config = createTestConfig();
    config._internal.toasts.showLoading('Transaction pending', 'TRANSACTION_PENDING');
    expect(config._internal.toasts.get()).toEqual({ open: true, message: 'Transaction pending', variant: 'loading', id: 1, code: 'TRANSACTION_PENDING' });
    // The next toast replaces the code with its own, or drops it when it has none.
    config._internal.toasts.showSuccess('Copied');
    config.clock.advance(150);
    expect(config._internal.toasts.get()).toEqual({ open: true, message: 'Copied', variant: 'success', id: 2 });
    config._internal.toasts.showError('Transaction failed', 'TRANSACTION_FAILED');
    config.clock.advance(150);
    expect(config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', code: 'TRANSACTION_FAILED' });
  });

});
