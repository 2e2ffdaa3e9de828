import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../core/testing/testConfig.js';
import { watchQueryErrors } from './watchQueryErrors.js';

describe('query failures', () => {
  it("a failed query's toast carries the code its meta names", async () => {
    const config = createTestConfig();
    const client = new QueryClient();
    const stop = watchQueryErrors(config, client);
    await client
      .fetchQuery({
        queryKey: ['history'],
        queryFn: () => Promise.reject(new Error('down')),
        retry: false,
        meta: { errorToast: 'Failed to fetch transactions', errorToastCode: 'FAILED_TO_FETCH_TRANSACTIONS' },
      })
      .catch(() => undefined);
    expect(config._internal.toasts.get()).toMatchObject({ open: true, message: 'Failed to fetch transactions', code: 'FAILED_TO_FETCH_TRANSACTIONS' });
    stop();
  });
});
