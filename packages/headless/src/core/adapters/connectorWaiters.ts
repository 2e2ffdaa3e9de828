import type { Connector } from './types.js';

/** What an adapter needs to answer `waitForConnector` while its discovery is still finding wallets. */
export interface ConnectorWaiters {
  /** Discovery published a new list: the waiters whose connector is now in it are answered. */
  wake(): void;
  /** The connector with `connectorId` as soon as discovery has it, or whatever is there after `timeoutMs`. */
  wait(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
}

/** Waiters over an adapter's current connector list. */
export function createConnectorWaiters(list: () => readonly Connector[]): ConnectorWaiters {
  const waiters = new Set<() => void>();
  return {
    wake() {
      for (const wake of [...waiters]) wake();
    },
    wait(connectorId, timeoutMs) {
      const find = () => list().find((connector) => connector.id === connectorId);
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise<Connector | undefined>((resolve) => {
        const done = () => {
          const match = find();
          if (!match) return;
          waiters.delete(done);
          clearTimeout(timer);
          resolve(match);
        };
        const timer = setTimeout(() => {
          waiters.delete(done);
          resolve(find());
        }, timeoutMs);
        waiters.add(done);
      });
    },
  };
}
