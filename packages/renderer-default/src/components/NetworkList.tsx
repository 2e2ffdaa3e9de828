'use client';
import { useState } from 'react';
import { isUserRejection } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import { useConnectConfig, useNetwork, useSwitchNetwork, useToast } from '@connect-modal/headless/react';
import { CheckIcon } from '../icons/icons.js';
import { useMessages } from '../messages/MessagesContext.js';
import { ListRow, StaticRow } from './ListRow.js';
import { NetworkImage } from './NetworkImage.js';
import { Spinner } from './Spinner.js';
import { Tag } from './Tag.js';
import * as styles from './ListRow.css.js';

/**
 * The app's networks; choosing one switches the wallet (or the app) to it and then calls `onSwitched`.
 * With `enableNetworkSwitch: false` the rows are information only, since the core refuses every switch.
 */
export function NetworkList({ onSwitched }: { onSwitched(network: CaipNetwork): void }) {
  const t = useMessages();
  const canSwitch = useConnectConfig().options.enableNetworkSwitch;
  const { network: active, networks, isUnsupported } = useNetwork();
  const { switchNetworkAsync } = useSwitchNetwork();
  const { showError } = useToast();
  const [pending, setPending] = useState<string | undefined>(undefined);

  const choose = (network: CaipNetwork) => {
    if (pending) return;
    if (network.caipNetworkId === active?.caipNetworkId && !isUnsupported) {
      onSwitched(network);
      return;
    }
    setPending(network.caipNetworkId);
    switchNetworkAsync({ network }).then(
      () => {
        setPending(undefined);
        onSwitched(network);
      },
      (error: unknown) => {
        setPending(undefined);
        // Declining in the wallet is the visitor's own choice; only failures are reported.
        if (!isUserRejection(error)) showError(t('networks.switchFailed'));
      },
    );
  };

  return (
    <ul className={styles.list} aria-label={t('networks.listLabel')} data-testid="network-list">
      {networks.map((network) => {
        const isActive = !isUnsupported && network.caipNetworkId === active?.caipNetworkId;
        const isPending = pending === network.caipNetworkId;
        if (!canSwitch) {
          return (
            <li key={network.caipNetworkId} aria-current={isActive || undefined}>
              <StaticRow
                testId={`network-${network.id}`}
                leading={<NetworkImage network={network} />}
                title={network.name}
                subtitle={network.testnet ? t('networks.testnet') : undefined}
                trailing={isActive ? <Tag tone="success">{t('networks.active')}</Tag> : undefined}
              />
            </li>
          );
        }
        return (
          <li key={network.caipNetworkId}>
            <ListRow
              data-testid={`network-${network.id}`}
              data-active={isActive || undefined}
              aria-current={isActive || undefined}
              aria-busy={isPending || undefined}
              leading={<NetworkImage network={network} />}
              title={network.name}
              subtitle={network.testnet ? t('networks.testnet') : undefined}
              trailing={
                isPending ? (
                  <Spinner />
                ) : isActive ? (
                  <>
                    <Tag tone="success">{t('networks.active')}</Tag>
                    <CheckIcon size={16} />
                  </>
                ) : undefined
              }
              onClick={() => choose(network)}
            />
          </li>
        );
      })}
    </ul>
  );
}
