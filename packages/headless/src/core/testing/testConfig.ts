import { createManualClock } from '../clock/index.js';
import type { ManualClock } from '../clock/index.js';
import { createConnectConfig } from '../config/createConnectConfig.js';
import type { ConnectConfig } from '../config/createConnectConfig.js';
import type { ConnectConfigOptions } from '../config/ConnectConfigOptions.js';
import { mainnet, base } from '../networks/evm.js';
import { staticPlatform } from '../platform/Platform.js';
import { inertAdapter } from './inertAdapter.js';
import { memoryStorage } from '../storage/index.js';

/** A config for tests: memory storage, a manual clock, a desktop platform and one EVM adapter. */
export function createTestConfig(
  overrides: Partial<ConnectConfigOptions> & { mobile?: boolean } = {},
): ConnectConfig & { clock: ManualClock } {
  const { mobile, ...options } = overrides;
  const clock = createManualClock(1_700_000_000_000);
  const config = createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [mainnet, base],
    adapters: [inertAdapter('eip155')],
    storage: memoryStorage(),
    clock,
    platform: staticPlatform({ isMobile: mobile ?? false }),
    ...options,
  });
  return config as ConnectConfig & { clock: ManualClock };
}
