import type { ConnectConfig } from '../config/createConnectConfig.js';
import { getDataServices } from './getDataServices.js';

/**
 * Sends the config's track events to analytics while the analytics feature is on. The project's analytics
 * setting is read once, on the first event, so nothing is requested before the visitor acts.
 */
export function startAnalytics(config: ConnectConfig): () => void {
  if (!config.options.features.analytics) return () => {};
  let enabled: Promise<boolean> | undefined;
  return config.events.on('track', (event) => {
    const services = getDataServices(config);
    enabled ??= services.directory
      .getAnalyticsConfig()
      .then((answer) => answer.isAnalyticsEnabled)
      .catch(() => true);
    const address = config.accounts.get().address;
    void enabled.then((on) => {
      if (!on) return;
      return services.analytics.sendEvent({
        type: event.type ?? 'track',
        event: event.event,
        ...(event.properties ? { properties: event.properties } : {}),
        ...(address ? { address } : {}),
      });
    });
  });
}
