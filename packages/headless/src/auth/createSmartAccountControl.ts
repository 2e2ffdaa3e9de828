import type { ConnectorSourceHost } from '../core/index.js';
import { AUTH_CONNECTOR_ID } from './AuthConnector.js';
import type { AuthSessionControl } from './createAuthSession.js';
import type { SecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameUser } from './protocol.js';

/** The EVM account types of the embedded wallet. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/** What the smart-account control works with. */
export interface SmartAccountControlDeps {
  readonly frame: SecureFrameBridge;
  readonly session: AuthSessionControl;
  readonly host: () => ConnectorSourceHost | undefined;
  readonly report: (error: unknown) => void;
}

/** The embedded wallet's smart-account requests, as the auth connector offers them. */
export interface SmartAccountControl {
  /** The EVM chain ids with smart accounts, kept in the network state (and storage); reset to empty when the fetch fails. */
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>;
  /** The user's smart account on the frame's network: its address and whether it is deployed. */
  initSmartAccount(): Promise<{ readonly address: string; readonly isDeployed: boolean }>;
  /**
   * Makes `type` the EVM account in use: set on the frame, then the auth connector reconnected so the account
   * shows its address; when setting it fails, the EOA is set instead (SPEC). Resolves with the type in use.
   */
  setPreferredAccountType(type: EmbeddedAccountType): Promise<{ readonly type: EmbeddedAccountType; readonly address: string }>;
  /** After a login: asks the frame again when the user's account type in use is not the page's preferred one. */
  align(user: FrameUser): Promise<FrameUser>;
}

/** Creates the auth connector's smart-account requests. */
export function createSmartAccountControl(deps: SmartAccountControlDeps): SmartAccountControl {
  const { frame, session } = deps;
  const preferred = (): EmbeddedAccountType => {
    const type = deps.host()?.accounts.getPreferredAccountType('eip155');
    return type === 'eoa' ? 'eoa' : 'smartAccount';
  };
  const refreshUser = async (type: EmbeddedAccountType): Promise<FrameUser> => {
    const network = session.network('eip155');
    const user = await frame.request('GET_USER', { ...(network ? { chainId: network.caipNetworkId } : {}), preferredAccountType: type });
    session.signedIn(user);
    return user;
  };

  const control: SmartAccountControl = {
    async getSmartAccountEnabledNetworks() {
      let networks: readonly number[] = [];
      try {
        networks = (await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks;
      } catch (error) {
        deps.report(error);
      }
      deps.host()?.networks.setSmartAccountEnabledNetworks('eip155', networks);
      return networks;
    },
    async initSmartAccount() {
      const answer = await frame.request('INIT_SMART_ACCOUNT', {});
      const user = session.user();
      // The account deploys with its first transaction: the user's flag follows the chain.
      if (user?.accounts?.some((account) => account.address === answer.address) && user.smartAccountDeployed !== answer.isDeployed) {
        session.signedIn({ ...user, smartAccountDeployed: answer.isDeployed });
      }
      return answer;
    },
    async setPreferredAccountType(type) {
      await session.requireUser();
      let applied: EmbeddedAccountType = type;
      try {
        await frame.request('SET_PREFERRED_ACCOUNT', { type });
      } catch (error) {
        if (type === 'eoa') throw error;
        deps.report(error);
        applied = 'eoa';
        await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
      }
      const host = deps.host();
      host?.accounts.setPreferredAccountType('eip155', applied);
      const user = await refreshUser(applied);
      // Reconnecting the auth connector: the eip155 connection takes the address now in use.
      if (host && host.accounts.get('eip155').connectedWalletInfo?.connectorId === AUTH_CONNECTOR_ID) await host.connect(AUTH_CONNECTOR_ID, 'eip155');
      return { type: applied, address: user.evmAddress };
    },
    async align(user) {
      // The network list is kept for the views (the account type line, the network state).
      void control.getSmartAccountEnabledNetworks();
      const type = preferred();
      if (!user.accounts?.some((account) => account.type === 'smartAccount') || user.preferredAccountType === type) return user;
      return refreshUser(type);
    },
  };
  return control;
}
