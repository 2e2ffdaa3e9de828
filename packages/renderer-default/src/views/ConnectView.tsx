'use client';
import { getConnectMethodsOrder } from '@connect-modal/headless';
import { useConnectConfig, useConnectors, useRecentWallets, useRecommendedWallets, useWalletDirectory } from '@connect-modal/headless/react';
import { GridIcon } from '../icons/icons.js';
import { ListRow } from '../components/ListRow.js';
import { SkeletonRows } from '../components/Skeleton.js';
import { Tag } from '../components/Tag.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import { buildWalletList } from '../wallets/buildWalletList.js';
import { WalletListRow } from '../wallets/WalletListRow.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';

/** The first screen: wallets found in the browser, recent, featured and recommended ones, and all wallets. */
export function ConnectView(_props: ViewProps) {
  const config = useConnectConfig();
  const t = useMessages();
  const format = useFormat();
  const { navigate } = useModalServices();
  const features = config.options.features;
  const connectors = useConnectors();
  const recommended = useRecommendedWallets();
  const directory = useWalletDirectory({ query: { enabled: features.allWallets } });
  const recent = useRecentWallets();

  const hasInstalled = connectors.some((connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED');
  // Email and social sign-in arrive with the embedded wallet; only the wallet method is offered for now.
  const methods = getConnectMethodsOrder(features, hasInstalled).filter((method) => method === 'wallet');
  const entries = buildWalletList({
    order: features.connectorTypeOrder,
    connectors,
    recent,
    featured: recommended.data?.featured ?? [],
    recommended: recommended.data?.recommended ?? [],
    custom: config.options.customWallets,
  });

  return (
    <div className={styles.view} data-testid="connect-view">
      {methods.map((method) => (
        <ul key={method} className={styles.list} aria-label={t('connect.walletsLabel')} data-testid="wallet-list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <WalletListRow entry={entry} />
            </li>
          ))}
          {recommended.isLoading && (
            <li>
              <SkeletonRows count={entries.length > 0 ? 2 : 4} icon="square" />
            </li>
          )}
          {features.allWallets && (
            <li>
              <ListRow
                data-testid="all-wallets"
                leading={
                  <span className={styles.iconTile}>
                    <GridIcon />
                  </span>
                }
                title={t('connect.allWallets')}
                trailing={directory.count > 0 ? <Tag>{format.count(directory.count)}</Tag> : undefined}
                onClick={() => navigate('AllWallets')}
              />
            </li>
          )}
        </ul>
      ))}
      {!hasInstalled && !recommended.isLoading && entries.length === 0 && <p className={styles.hint}>{t('connect.noWallets')}</p>}
    </div>
  );
}
