import type { ConnectConfig } from '../core/index.js';
import type { DataServices } from '../services/getDataServices.js';

/**
 * Sends the config's track events to analytics while the analytics feature is on. The project's analytics
 * setting is read once, on the first event, so nothing is requested before the visitor acts; the service
 * clients load with that first event too, not with the page.
 */
export function startAnalytics(config: ConnectConfig): () => void {
  if (!config.options.features.analytics) return () => {};
  let ready: Promise<{ services: DataServices; on: boolean }> | undefined;
  return config.events.on('track', (event) => {
    ready ??= import('../services/getDataServices.js').then(async ({ getDataServices }) => {
      const services = getDataServices(config);
      const on = await services.directory
        .getAnalyticsConfig()
        .then((answer) => answer.isAnalyticsEnabled)
        .catch(() => true);
      return { services, on };
    });
    // Read now: the event belongs to the account of the moment it happened.
    const address = config._internal.accounts.get().address;
    void ready.then(({ services, on }) => {
      if (!on) return;
      return services.analytics.sendEvent({
        type: event.type ?? 'track',
        event: event.event,
        ...(event.properties ? { properties: event.properties } : {}),
        ...(address ? { address } : {}),
      });
    }, () => undefined);
  });
}
