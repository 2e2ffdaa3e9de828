'use client';
import { getModalView } from '@connect-modal/headless';
import { useConnectConfig, useModal, useNetwork } from '@connect-modal/headless/react';
import { WarningIcon } from '../icons/icons.js';
import { StaticRow } from '../components/ListRow.js';
import { NetworkList } from '../components/NetworkList.js';
import { NetworkImage } from '../components/NetworkImage.js';
import { Tag } from '../components/Tag.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';

/**
 * The app's networks with the active one marked; switching goes back to where the visitor came from, unless the
 * switch opened a view of its own (the sign-in of a chain with no session), which then stays. With
 * `enableNetworkSwitch: false` nothing opens this view, and if the app names it the list only informs.
 */
export function NetworksView(_props: ViewProps) {
  const t = useMessages();
  const config = useConnectConfig();
  const { goBack } = useModal();
  const { network, isUnsupported } = useNetwork();
  return (
    <div className={styles.view} data-testid="networks-view">
      {isUnsupported && network && (
        <StaticRow
          testId="network-unsupported"
          leading={<NetworkImage network={network} />}
          title={network.name}
          trailing={
            <Tag tone="warning">
              <WarningIcon size={12} /> {t('networks.unsupported')}
            </Tag>
          }
        />
      )}
      {/* Back only from this view: a switch may have opened another on top (sign-in for the new chain). */}
      <NetworkList onSwitched={() => getModalView(config).view === 'Networks' && goBack()} />
    </div>
  );
}
