import type { QueryClient } from '@tanstack/query-core';
import { ConnectError } from '../core/index.js';
import type { ConnectConfig, ToastCode, TrackEvent } from '../core/index.js';

/** What a query of the product says about reporting its failures. */
export interface ConnectQueryMeta {
  /** The toast a failure shows. */
  readonly errorToast?: string;
  /** The code of that toast, when it is one of the product's (a renderer words it by code). */
  readonly errorToastCode?: ToastCode;
  /** The track event a failure emits. */
  readonly errorEvent?: TrackEvent;
  /** Error codes that are not reported (a failure already reported, seen again). */
  readonly quietCodes?: readonly string[];
  readonly [key: string]: unknown;
}

function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'CancelledError';
}

/**
 * Shows the toast and emits the track event of each failed query of the product: one subscriber on the query
 * cache, so fetchers only fetch. Returns the unsubscribe function.
 */
export function watchQueryErrors(config: ConnectConfig, client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const error = event.action.error;
    const meta = event.query.meta as ConnectQueryMeta | undefined;
    if (!meta || isCancelled(error)) return;
    if (error instanceof ConnectError && meta.quietCodes?.includes(error.code)) return;
    if (meta.errorToast) config._internal.toasts.showError(meta.errorToast, meta.errorToastCode);
    if (meta.errorEvent) config.events.emit('track', meta.errorEvent);
  });
}
