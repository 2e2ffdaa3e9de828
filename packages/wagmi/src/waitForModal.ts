import { openModal } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';
import { UserRejectedRequestError } from 'viem';
import { readEvmConnection, watchEvmConnection } from './evmConnection.js';
import type { EvmConnection } from './evmConnection.js';

/**
 * Resolves with the first reading of the modal's EVM connection that `accept` takes, now or later; rejects with
 * `reject`'s error when it returns one first.
 */
export function waitForEvmConnection(
  config: ConnectConfig,
  accept: (connection: EvmConnection) => boolean,
  reject: (connection: EvmConnection) => Error | undefined = () => undefined,
): Promise<EvmConnection> {
  return new Promise((resolve, fail) => {
    const check = (connection: EvmConnection): boolean => {
      if (accept(connection)) return (resolve(connection), true);
      const error = reject(connection);
      if (error) return (fail(error), true);
      return false;
    };
    if (check(readEvmConnection(config))) return;
    const stop = watchEvmConnection(config, (next) => {
      if (check(next)) stop();
    });
  });
}

/** Waits until a remembered connection the modal is confirming is connected or gone. */
export function settledEvmConnection(config: ConnectConfig): Promise<EvmConnection> {
  return waitForEvmConnection(config, (connection) => connection.status !== 'connecting');
}

/**
 * Opens the modal on its Connect view for EVM wallets and resolves once the visitor has connected one (through
 * whatever connector the modal offers). Rejects with viem's `UserRejectedRequestError` when the modal closes
 * without an EVM connection.
 */
export function connectThroughModal(config: ConnectConfig): Promise<EvmConnection> {
  const current = readEvmConnection(config);
  if (current.status === 'connected') return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (outcome: () => void): void => {
      if (done) return;
      done = true;
      stopWatch();
      stopClose();
      outcome();
    };
    const stopWatch = watchEvmConnection(config, (next) => {
      if (next.status === 'connected') finish(() => resolve(next));
    });
    const stopClose = config.events.on('modal:close', () => {
      // A connection made in the modal closes it: the record is written first, so look once the close is done.
      setTimeout(() => {
        const connection = readEvmConnection(config);
        if (connection.status === 'connected') finish(() => resolve(connection));
        else if (connection.status === 'disconnected') {
          finish(() => reject(new UserRejectedRequestError(new Error('The modal was closed without connecting an EVM wallet'))));
        }
      }, 0);
    });
    openModal(config, { view: 'Connect', namespace: 'eip155' });
  });
}
