import { systemClock } from '../core/clock/index.js';
import type { ApiClientOptions } from './ApiClientOptions.js';
import { isApiError } from './ApiError.js';
import { createApiRequester } from './createApiRequester.js';

/** One analytics event; `properties` must be JSON-serialisable. */
export interface AnalyticsEvent {
  readonly type: 'track' | 'error';
  readonly event: string;
  readonly properties?: Readonly<Record<string, unknown>>;
  /** Connected address, if any. */
  readonly address?: string;
}

/** Page location an event is reported from. */
export interface AnalyticsLocation {
  readonly href: string;
  readonly hostname: string;
}

/** Options of {@link createAnalyticsClient}. */
export interface AnalyticsClientOptions extends ApiClientOptions {
  /** Where the page is; read on every event, by default from `globalThis.location`. */
  readonly getLocation?: () => AnalyticsLocation | undefined;
  /** Event id source; by default `crypto.randomUUID`. */
  readonly randomUUID?: () => string;
  /** Called once when the service refuses the project (HTTP 403), after which nothing more is sent. */
  readonly onInvalidAppConfiguration?: () => void;
  /** Most error events sent per minute (default 5). */
  readonly maxErrorEventsPerMinute?: number;
}

/** Sends analytics events; never throws to its caller. */
export interface AnalyticsClient {
  /** Sends one event; resolves when sent, dropped or failed, never rejects. */
  sendEvent(event: AnalyticsEvent): Promise<void>;
  /** True once a 403 turned sending off. */
  isDisabled(): boolean;
}

/** Error telemetry limit of the specification. */
export const MAX_ERROR_EVENTS_PER_MINUTE = 5;

const MINUTE_MS = 60_000;

function defaultLocation(): AnalyticsLocation | undefined {
  const location = (globalThis as { location?: unknown }).location;
  const loc = location as { href?: unknown; hostname?: unknown; origin?: unknown; pathname?: unknown } | undefined;
  if (typeof loc?.href !== 'string' || typeof loc.hostname !== 'string') return undefined;
  // Query strings and fragments often carry tokens or personal data: only origin and path are reported.
  const href = typeof loc.origin === 'string' && typeof loc.pathname === 'string' ? `${loc.origin}${loc.pathname}` : loc.href.split(/[?#]/)[0] ?? '';
  return { href, hostname: loc.hostname };
}

function defaultRandomUUID(): string {
  const webCrypto = globalThis.crypto;
  // randomUUID exists only in secure contexts; plain-http pages still get a version 4 id.
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Creates the analytics client posting to `/e`. */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const clock = options.clock ?? systemClock;
  // Analytics is best effort: a repeated event would be counted twice, so nothing is retried.
  const api = createApiRequester({ ...options, retry: { count: 0, delayMs: 0 } });
  const getLocation = options.getLocation ?? defaultLocation;
  const randomUUID = options.randomUUID ?? defaultRandomUUID;
  const maxErrors = options.maxErrorEventsPerMinute ?? MAX_ERROR_EVENTS_PER_MINUTE;
  let disabled = false;
  let errorTimes: number[] = [];

  const errorAllowed = (): boolean => {
    const now = clock.now();
    errorTimes = errorTimes.filter((time) => now - time < MINUTE_MS);
    if (errorTimes.length >= maxErrors) return false;
    errorTimes.push(now);
    return true;
  };

  const reportForbidden = (): void => {
    if (disabled) return;
    disabled = true;
    try {
      options.onInvalidAppConfiguration?.();
    } catch {
      // A failing listener must not turn a telemetry call into an application error.
    }
  };

  return {
    isDisabled: () => disabled,
    async sendEvent(event) {
      if (disabled) return;
      try {
        if (event.type === 'error' && !errorAllowed()) return;
        const { address, ...data } = event;
        const location = getLocation();
        await api.send({
          method: 'POST',
          path: '/e',
          body: {
            eventId: randomUUID(),
            url: location?.href ?? '',
            domain: location?.hostname ?? '',
            timestamp: clock.now(),
            props: { ...data, address },
          },
          idempotent: false,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 403) reportForbidden();
      }
    },
  };
}
