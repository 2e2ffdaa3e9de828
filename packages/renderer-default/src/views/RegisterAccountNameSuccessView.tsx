'use client';
import { getModalView, goBack } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';

/** RegisterAccountNameSuccess: the registered name, and the way back to the Account view that now shows it. */
export function RegisterAccountNameSuccessView({ data }: ViewProps) {
  const t = useMessages();
  const config = useConnectConfig();
  const name = typeof data?.['name'] === 'string' ? data['name'] : '';
  const backToAccount = () => {
    while (getModalView(config).view !== 'Account' && getModalView(config).stack.length > 1) goBack(config);
  };
  return (
    <div className={styles.view} data-testid="register-account-name-success-view">
      <div className={styles.centered}>
        <p className={styles.heading} dir="ltr" data-testid="registered-account-name">
          {name}
        </p>
        <p className={styles.body}>{t('accountName.successBody', { name })}</p>
      </div>
      <Button fullWidth onClick={backToAccount} data-testid="account-name-done">
        {t('accountName.done')}
      </Button>
    </div>
  );
}
