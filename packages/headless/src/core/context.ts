import type { createStore } from 'jotai/vanilla';
import type { Clock } from './clock/index.js';
import type { ResolvedConfig } from './config/ConnectConfigOptions.js';
import type { ConnectEvents, Emitter } from './events/index.js';
import type { Platform } from './platform/Platform.js';
import type { ConnectStorage } from './storage/index.js';

/** The jotai store a config owns. */
export type ConnectStore = ReturnType<typeof createStore>;

/** Everything a controller needs, owned by one config instance. */
export interface CoreContext {
  readonly options: ResolvedConfig;
  readonly store: ConnectStore;
  readonly clock: Clock;
  readonly storage: ConnectStorage;
  readonly events: Emitter<ConnectEvents>;
  readonly platform: Platform;
  readonly fetch: typeof fetch;
}
