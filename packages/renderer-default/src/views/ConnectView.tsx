'use client';
import { Fragment, lazy, Suspense, useContext } from 'react';
import { getAuthConnector, getConnectMethodsOrder } from '@connect-modal/headless';
import { useConnectConfig, useConnectors, useRecentWallets, useRecommendedWallets, useWalletDirectory } from '@connect-modal/headless/react';
import { GridIcon } from '../icons/icons.js';
import { ListRow } from '../components/ListRow.js';
import { SkeletonRows } from '../components/Skeleton.js';
import { Tag } from '../components/Tag.js';
import { numberFormat } from '../messages/fillPlaceholders.js';
import { MessagesContext, useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import { buildWalletList } from '../wallets/buildWalletList.js';
import { WalletListRow } from '../wallets/WalletListRow.js';
import { CollapsedWallets } from '../wallets/CollapsedWallets.js';
import { LegalGate } from '../legal/LegalCheckbox.js';
import { isEmailLoginOn } from '../email/authConnector.js';
import * as emailStyles from '../email/email.css.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';

// The email field's code is loaded only for a config that offers email login.
const EmailConnect = lazy(() => import('../email/EmailConnect.js').then((module) => ({ default: module.EmailConnect })));
// The socials' code too, only for a config that offers them.
const SocialConnect = lazy(() => import('../social/SocialConnect.js').then((module) => ({ default: module.SocialConnect })));

/** The first screen: wallets found in the browser, recent, featured and recommended ones, and all wallets. */
export function ConnectView(_props: ViewProps) {
  const config = useConnectConfig();
  const t = useMessages();
  // The count is a whole number; the texts' number format writes it (the full formats load with the views that need them).
  const locale = useContext(MessagesContext)?.locale ?? 'en';
  const { navigate } = useModalServices();
  const features = config.options.features;
  const connectors = useConnectors();
  const recommended = useRecommendedWallets();
  const directory = useWalletDirectory({ query: { enabled: features.allWallets } });
  const recent = useRecentWallets();

  const hasInstalled = connectors.some((connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED');
  // Email and the socials are offered when an auth connector serves them.
  const emailOn = isEmailLoginOn(config);
  const socialsOn = features.socials !== false && getAuthConnector(config) !== undefined;
  const methods = getConnectMethodsOrder(features, hasInstalled).filter(
    (method) => method === 'wallet' || (method === 'email' && emailOn) || (method === 'social' && socialsOn),
  );
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
      <LegalGate>
        {methods.map((method, index) => (
          <Fragment key={method}>
            {index > 0 && <hr className={styles.divider} />}
            {method === 'email' ? (
              <Suspense fallback={<div className={emailStyles.fallback} />}>
                <EmailConnect />
              </Suspense>
            ) : method === 'social' ? (
              <Suspense fallback={<div className={emailStyles.fallback} />}>
                <SocialConnect />
              </Suspense>
            ) : (
              <CollapsedWallets collapse={features.collapseWallets}>
                <ul className={styles.list} aria-label={t('connect.walletsLabel')} data-testid="wallet-list">
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
                        trailing={directory.count > 0 ? <Tag>{numberFormat(locale).format(directory.count)}</Tag> : undefined}
                        onClick={() => navigate('AllWallets')}
                      />
                    </li>
                  )}
                </ul>
              </CollapsedWallets>
            )}
          </Fragment>
        ))}
      </LegalGate>
      {!hasInstalled && !recommended.isLoading && entries.length === 0 && <p className={styles.hint}>{t('connect.noWallets')}</p>}
    </div>
  );
}
