'use client';
import { useEffect } from 'react';
import { initSmartAccount } from '@connect-modal/headless';
import { useAccount, useConnectConfig, useConnections, useSmartAccount, useSwitchAccountType, useToast } from '@connect-modal/headless/react';
import { AUTH_CONNECTOR_ID } from '../email/authConnector.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './smartAccount.css.js';

/**
 * The Account view's line about the embedded wallet's EVM account: which one is shown (the smart account or the
 * EOA), whether the smart account is deployed yet, and a button that switches to the other one. A failed switch to
 * the smart account falls back to the EOA and says so.
 */
export function AccountTypeSwitch() {
  const t = useMessages();
  const config = useConnectConfig();
  const account = useAccount();
  const connections = useConnections().connections;
  const smart = useSmartAccount();
  const { switchAccountTypeAsync, isPending } = useSwitchAccountType();
  const { showError } = useToast();
  const errorText = useErrorText();
  const embedded = account.namespace === 'eip155' && connections.eip155?.connectorId === AUTH_CONNECTOR_ID;
  const undeployed = embedded && smart.accountType === 'smartAccount' && smart.smartAccountDeployed === false;
  // The account deploys with its first transaction: each time the view opens, the chain is asked again.
  useEffect(() => {
    if (undeployed) initSmartAccount(config).catch(() => undefined);
  }, [config, undeployed]);
  if (!embedded || !smart.accountType) return null;
  const type = smart.accountType;
  const other = type === 'smartAccount' ? 'eoa' : 'smartAccount';
  const name = t(type === 'smartAccount' ? 'smartAccount.smartAccount' : 'smartAccount.eoa');
  const onSwitch = () => {
    switchAccountTypeAsync({ type: other }).then(
      (result) => {
        if (result.type !== other) showError(t('smartAccount.fellBack'));
      },
      (error: unknown) => showError(errorText(error)),
    );
  };
  return (
    <div className={styles.row} data-testid="account-type" data-account-type={type}>
      <div className={styles.text}>
        <span className={styles.label}>{t('smartAccount.shown')}</span>
        <span className={styles.value} data-testid="account-type-name">
          {name}
        </span>
        {type === 'smartAccount' && smart.smartAccountDeployed === false && <span className={styles.note}>{t('smartAccount.notDeployed')}</span>}
      </div>
      {smart.hasSmartAccount && (
        <button
          type="button"
          className={styles.switchButton}
          data-testid="account-type-switch"
          disabled={isPending}
          aria-busy={isPending || undefined}
          onClick={onSwitch}
        >
          {t(other === 'eoa' ? 'smartAccount.switchToEoa' : 'smartAccount.switchToSmartAccount')}
        </button>
      )}
    </div>
  );
}
