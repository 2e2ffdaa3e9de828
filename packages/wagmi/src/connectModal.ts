import { disconnect as disconnectModal, getNetwork, switchNetwork } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';
import { ChainNotConfiguredError, createConnector } from '@wagmi/core';
import type { CreateConnectorFn } from '@wagmi/core';
import { ProviderDisconnectedError, SwitchChainError, getAddress } from 'viem';
import type { Address, Chain } from 'viem';
import { createModalProvider, findEvmNetwork } from './createModalProvider.js';
import type { ModalEip1193Provider } from './createModalProvider.js';
import { readEvmConnection } from './evmConnection.js';
import type { EvmConnection } from './evmConnection.js';
import { connectThroughModal, settledEvmConnection, waitForEvmConnection } from './waitForModal.js';

/** Parameters of {@link connectModal}. */
export interface ConnectModalParameters {
  /** The modal's config: the one owner of the connection wagmi shows. */
  readonly config: ConnectConfig;
  /** The connector's id in wagmi; `connectModal` by default. */
  readonly id?: string;
  /** The connector's name in wagmi; `Connect Modal` by default. */
  readonly name?: string;
  /** The connector's icon (a URL or data URI). */
  readonly icon?: string;
}

/** The connector's type in wagmi. */
export const CONNECT_MODAL_CONNECTOR_TYPE = 'connectModal';

/**
 * A wagmi connector backed by the modal's EVM connection, whatever connector the visitor chose in the modal.
 * `connect()` opens the modal (or, with an EVM wallet already connected, resolves at once with its accounts, so a
 * reconnect on reload never asks the wallet), `disconnect()` disconnects the modal's EVM connection,
 * `switchChain()` switches through the modal and `isAuthorized()` reads the modal's remembered connection. The
 * provider is {@link createModalProvider}'s; wagmi's state follows the modal's account and network changes.
 */
export function connectModal(parameters: ConnectModalParameters): CreateConnectorFn<ModalEip1193Provider> {
  const { config: modal, id = 'connectModal', name = 'Connect Modal', icon } = parameters;
  return createConnector<ModalEip1193Provider>((wagmi) => {
    let provider: ModalEip1193Provider | undefined;

    const chainOf = (chainId: number): Chain => {
      const chain = wagmi.chains.find((candidate) => candidate.id === chainId);
      if (!chain || !findEvmNetwork(modal, chainId)) throw new SwitchChainError(new ChainNotConfiguredError());
      return chain;
    };
    const answer = (connection: EvmConnection) => ({ accounts: connection.accounts, chainId: connection.chainId ?? wagmi.chains[0].id });

    const onAccountsChanged = (accounts: string[]): void => {
      if (accounts.length === 0) return onDisconnect();
      wagmi.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) });
    };
    const onChainChanged = (chainId: string): void => {
      wagmi.emitter.emit('change', { chainId: Number(chainId) });
    };
    const onConnect = ({ chainId }: { chainId: string }): void => {
      wagmi.emitter.emit('connect', { accounts: readEvmConnection(modal).accounts, chainId: Number(chainId) });
    };
    const onDisconnect = (): void => {
      wagmi.emitter.emit('disconnect');
    };

    const getModalProvider = (): ModalEip1193Provider => {
      if (!provider) {
        provider = createModalProvider(modal, { connect: () => connectThroughModal(modal).then((connection) => connection.accounts) });
        provider.on('connect', onConnect);
        provider.on('accountsChanged', onAccountsChanged);
        provider.on('chainChanged', onChainChanged);
        provider.on('disconnect', onDisconnect);
      }
      return provider;
    };

    const switchChain = async ({ chainId }: { chainId: number }): Promise<Chain> => {
      const chain = chainOf(chainId);
      const network = findEvmNetwork(modal, chainId);
      if (!network) throw new SwitchChainError(new ChainNotConfiguredError());
      try {
        await switchNetwork(modal, { network });
        if (readEvmConnection(modal).status === 'connected') {
          await waitForEvmConnection(
            modal,
            (connection) => connection.chainId === chainId,
            (connection) => (connection.status === 'connected' ? undefined : new ProviderDisconnectedError(new Error('The wallet disconnected while switching'))),
          );
        }
      } catch (error) {
        throw new SwitchChainError(error as Error);
      }
      return chain;
    };

    return {
      id,
      name,
      type: CONNECT_MODAL_CONNECTOR_TYPE,
      ...(icon ? { icon } : {}),
      async setup() {
        // Listening from the start lets a connection made in the modal alone show in wagmi too.
        getModalProvider();
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        getModalProvider();
        let connection = readEvmConnection(modal);
        if (connection.status === 'connecting') connection = await settledEvmConnection(modal);
        if (connection.status !== 'connected') {
          if (isReconnecting) throw new ProviderDisconnectedError(new Error('The modal has no EVM connection to restore'));
          connection = await connectThroughModal(modal);
        }
        if (chainId !== undefined && chainId !== connection.chainId) {
          await switchChain({ chainId });
          connection = readEvmConnection(modal);
        }
        const { accounts, chainId: connectedChainId } = answer(connection);
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: connectedChainId,
        };
      },
      async disconnect() {
        if (readEvmConnection(modal).status !== 'disconnected') await disconnectModal(modal, { namespace: 'eip155' });
      },
      async getAccounts(): Promise<readonly Address[]> {
        return readEvmConnection(modal).accounts;
      },
      async getChainId() {
        const chainId = readEvmConnection(modal).chainId ?? Number(getNetwork(modal, { namespace: 'eip155' })?.id);
        return Number.isSafeInteger(chainId) ? chainId : wagmi.chains[0].id;
      },
      async getProvider() {
        return getModalProvider();
      },
      async isAuthorized() {
        return readEvmConnection(modal).status !== 'disconnected';
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onConnect(info) {
        onConnect({ chainId: info.chainId });
      },
      onDisconnect,
    };
  });
}
