import { createSocialClient } from './socialClient.js';
import type { SocialClient } from './socialClient.js';
import { isSocialProvider } from './providers.js';
import type { SocialProviderConfig, SocialProviderId } from './providers.js';

/** The client of each configured provider; throws a clear error for an unknown provider name. */
export function createSocialClients(configs: Readonly<Partial<Record<SocialProviderId, SocialProviderConfig>>>): Partial<Record<SocialProviderId, SocialClient>> {
  const clients: Partial<Record<SocialProviderId, SocialClient>> = {};
  for (const [name, config] of Object.entries(configs)) {
    if (!isSocialProvider(name)) throw new Error(`socialProviders: unknown provider "${name}"`);
    if (config) clients[name] = createSocialClient(name, config);
  }
  return clients;
}
