import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../core/clock/index.js';
import type { FetchLike } from './ApiClientOptions.js';
import { createAnalyticsClient } from './createAnalyticsClient.js';

function setup(status = 204, overrides: { fetch?: FetchLike } = {}) {
  const clock = createManualClock(1_700_000_000_000);
  const bodies: unknown[] = [];
  const urls: string[] = [];
  const fetch = vi.fn<FetchLike>(
    overrides.fetch ??
      (async (url, init) => {
        urls.push(url);
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(null, { status });
      }),
  );
  const onInvalidAppConfiguration = vi.fn();
  let uuid = 0;
  const client = createAnalyticsClient({
    baseUrl: 'https://pulse.example',
    projectId: 'pid',
    sdkType: 'connect',
    sdkVersion: '1.0.0',
    fetch,
    clock,
    getLocation: () => ({ href: 'https://dapp.example/swap?x=1', hostname: 'dapp.example' }),
    randomUUID: () => `uuid-${++uuid}`,
    onInvalidAppConfiguration,
  });
  return { clock, bodies, urls, fetch, client, onInvalidAppConfiguration };
}

describe('createAnalyticsClient', () => {
  it('posts the event with id, page, time and the address in props', async () => {
    const { client, bodies, urls } = setup();
    await client.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' });
    expect(urls[0]).toBe('https://pulse.example/e?st=connect&sv=1.0.0&projectId=pid');
    expect(bodies).toEqual([
      {
        eventId: 'uuid-1',
        url: 'https://dapp.example/swap?x=1',
        domain: 'dapp.example',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
      },
    ]);
  });

  it('sends at most 5 error events a minute and tracks events freely', async () => {
    const { client, clock, bodies } = setup();
    for (let index = 0; index < 8; index++) {
      await client.sendEvent({ type: 'error', event: 'ERROR_FETCH_TRANSACTIONS' });
      clock.advance(1_000);
    }
    await client.sendEvent({ type: 'track', event: 'MODAL_CLOSE' });
    expect(bodies).toHaveLength(6);
    clock.advance(52_001);
    await client.sendEvent({ type: 'error', event: 'ERROR_FETCH_TRANSACTIONS' });
    expect(bodies).toHaveLength(7);
  });

  it('reports a 403 once and then stops sending', async () => {
    const { client, fetch, onInvalidAppConfiguration } = setup(403);
    await client.sendEvent({ type: 'track', event: 'MODAL_OPEN' });
    await client.sendEvent({ type: 'track', event: 'MODAL_OPEN' });
    expect(onInvalidAppConfiguration).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.isDisabled()).toBe(true);
  });

  it('never throws, whatever fails, and does not retry', async () => {
    const failing = setup(500);
    await expect(failing.client.sendEvent({ type: 'track', event: 'X' })).resolves.toBeUndefined();
    expect(failing.fetch).toHaveBeenCalledTimes(1);
    expect(failing.onInvalidAppConfiguration).not.toHaveBeenCalled();

    const throwing = setup(200, {
      fetch: () => {
        throw new Error('synchronous failure');
      },
    });
    await expect(throwing.client.sendEvent({ type: 'track', event: 'X' })).resolves.toBeUndefined();

    const { client } = setup();
    await expect(client.sendEvent({ type: 'track', event: 'X', properties: { big: 1n } })).resolves.toBeUndefined();
  });
});
