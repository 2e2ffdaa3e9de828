'use client';
import { useCallback, useRef } from 'react';
import { setAccountTab } from '@connect-modal/headless';
import type { AccountTab } from '@connect-modal/headless';
import { useAccount, useConnectConfig, useConnections, useDisconnect, useToast } from '@connect-modal/headless/react';
import { ArrowUpRightIcon, ChevronRightIcon, DisconnectIcon, ReceiveIcon, SwapIcon } from '../icons/icons.js';
import { AUTH_CONNECTOR_ID } from '../email/authConnector.js';
import { ListRow } from '../components/ListRow.js';
import { BuyIcon } from '../onramp/BuyIcon.js';
import { Tabs } from '../components/Tabs.js';
import { AccountNameEntry } from '../account/AccountNameEntry.js';
import { AccountSummary } from '../account/AccountSummary.js';
import { NamespaceSwitcher } from '../account/NamespaceSwitcher.js';
import { AccountTypeSwitch } from '../smartAccount/AccountTypeSwitch.js';
import { ActivityPanel } from '../account/ActivityPanel.js';
import { NftsPanel } from '../account/NftsPanel.js';
import { TokensPanel } from '../account/TokensPanel.js';
import * as accountStyles from '../account/account.css.js';
import type { MessageId } from '../messages/en.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import { WALLET_FEATURE_NAMESPACES, WALLET_FEATURE_VIEWS } from '../modal/viewRegistry.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';

const TAB_IDS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];

const FEATURE_ICONS: Readonly<Record<string, typeof ReceiveIcon>> = {
  onramp: BuyIcon,
  swaps: SwapIcon,
  receive: ReceiveIcon,
  send: ArrowUpRightIcon,
};

/** The connected account: summary, wallet features, tokens, NFTs and activity, and disconnect. */
export function AccountView(_props: ViewProps) {
  const config = useConnectConfig();
  const t = useMessages();
  const { registry, navigate } = useModalServices();
  const account = useAccount();
  const { disconnect, isPending: disconnecting } = useDisconnect();
  const { showError } = useToast();
  const errorText = useErrorText();
  const panelRef = useRef<HTMLDivElement>(null);
  const scrollRoot = useCallback(() => panelRef.current, []);
  const namespace = account.namespace;
  // An embedded wallet reached by email can change its address.
  const connections = useConnections().connections;
  const editEmail = namespace !== undefined && connections[namespace]?.connectorId === AUTH_CONNECTOR_ID && registry.has('UpdateEmail');
  // With the history feature off, the Activity tab is not offered and its history is never fetched.
  const historyOn = config.options.features.history;
  const tabIds = historyOn ? TAB_IDS : TAB_IDS.filter((id) => id !== 'Activity');
  const tab = !historyOn && account.currentTab === 'Activity' ? 'Tokens' : account.currentTab;
  // The core keeps the tab, so the account opens again where the visitor left it.
  const setTab = (next: AccountTab) => {
    if (namespace) setAccountTab(config, next, namespace);
  };

  // Only features that are on and have a screen here for this account's namespace are offered; the others
  // arrive with their screens.
  const features = config.options.features.walletFeaturesOrder.flatMap((feature) => {
    const view = WALLET_FEATURE_VIEWS[feature];
    const namespaces = WALLET_FEATURE_NAMESPACES[feature];
    const served = namespaces === undefined || (namespace !== undefined && namespaces.includes(namespace));
    return view && served && registry.has(view) ? [{ feature, view }] : [];
  });

  if (!account.address) return null;
  return (
    <div className={styles.view} data-testid="account-view">
      <NamespaceSwitcher />
      <AccountSummary address={account.address} />
      <AccountTypeSwitch />
      {features.length > 0 && (
        <div className={accountStyles.features} role="group" aria-label={t('account.featuresLabel')}>
          {features.map(({ feature, view }) => {
            const Icon = FEATURE_ICONS[feature] ?? ReceiveIcon;
            return (
              <button
                key={feature}
                type="button"
                className={accountStyles.featureButton}
                data-testid={`wallet-feature-${feature}`}
                onClick={() => navigate(view)}
              >
                <span className={accountStyles.featureIcon}>
                  <Icon size={18} />
                </span>
                {t(`account.feature.${feature}` as MessageId)}
              </button>
            );
          })}
        </div>
      )}
      <div>
        <Tabs
          label={t('account.tabsLabel')}
          tabs={tabIds.map((id) => ({ id, label: t(`account.tab.${id}` as MessageId) }))}
          value={tab}
          onChange={setTab}
          testId="account-tab"
          panelClassName={accountStyles.panel}
          panelRef={panelRef}
        >
          {tab === 'Tokens' ? <TokensPanel /> : tab === 'NFTs' ? <NftsPanel /> : <ActivityPanel scrollRoot={scrollRoot} />}
        </Tabs>
      </div>
      <AccountNameEntry />
      {editEmail && (
        <ListRow
          data-testid="account-update-email"
          title={t('account.updateEmail')}
          trailing={<ChevronRightIcon size={16} />}
          onClick={() => navigate('UpdateEmail')}
        />
      )}
      <ListRow
        data-testid="account-disconnect"
        leading={
          <span className={accountStyles.disconnectIcon}>
            <DisconnectIcon size={18} />
          </span>
        }
        title={<span className={accountStyles.disconnectText}>{t('account.disconnect')}</span>}
        disabled={disconnecting}
        aria-busy={disconnecting || undefined}
        onClick={() => disconnect(undefined, { onError: (error) => showError(errorText(error)) })}
      />
    </div>
  );
}
