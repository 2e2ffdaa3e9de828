'use client';
import { useDisconnect, useToast } from '@connect-modal/headless/react';
import { WarningIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { NetworkList } from '../components/NetworkList.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';
import * as local from './UnsupportedChainView.css.js';

/** The wallet is on a network the app does not support: switch to a supported one, or disconnect. */
export function UnsupportedChainView(_props: ViewProps) {
  const t = useMessages();
  const { disconnect, isPending } = useDisconnect();
  const { showError } = useToast();
  const errorText = useErrorText();
  return (
    <div className={styles.view} data-testid="unsupported-chain-view">
      <div className={styles.centered}>
        <span className={local.warning}>
          <WarningIcon size={24} />
        </span>
        <h3 className={styles.heading}>{t('unsupported.title')}</h3>
        <p className={styles.body}>{t('unsupported.body')}</p>
      </div>
      {/* After a switch the core shows Account, so nothing more happens here. */}
      <NetworkList onSwitched={() => undefined} />
      <Button variant="danger" fullWidth onClick={() => disconnect(undefined, { onError: (error) => showError(errorText(error)) })} disabled={isPending} data-testid="unsupported-disconnect">
        {t('unsupported.disconnect')}
      </Button>
    </div>
  );
}
