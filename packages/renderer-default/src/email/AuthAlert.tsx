'use client';
import type { MessageId } from '../messages/en.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { AuthAlertCode } from './authConnector.js';
import * as styles from './email.css.js';

/** The title and hint of each alert of the auth connector (the titles are the product's alert titles). */
export const AUTH_ALERT_TEXTS: Readonly<Record<AuthAlertCode, { readonly title: MessageId; readonly hint: MessageId }>> = {
  INVALID_APP_CONFIGURATION: { title: 'error.invalidAppConfiguration', hint: 'alert.invalidAppConfigurationHint' },
  IFRAME_LOAD_FAILED: { title: 'alert.iframeLoadFailed', hint: 'alert.iframeLoadFailedHint' },
  IFRAME_REQUEST_TIMEOUT: { title: 'alert.iframeRequestTimeout', hint: 'alert.iframeRequestTimeoutHint' },
  JWT_TOKEN_NOT_VALID: { title: 'alert.sessionExpired', hint: 'alert.sessionExpiredHint' },
};

/** An alert of the auth connector (invalid app configuration, load failure, timeout, expired session), inline. */
export function AuthAlert({ code }: { readonly code: AuthAlertCode }) {
  const t = useMessages();
  const texts = AUTH_ALERT_TEXTS[code];
  return (
    <div className={styles.alert} role="alert" data-testid="auth-alert" data-alert={code}>
      <span className={styles.alertTitle}>{t(texts.title)}</span>
      <span className={styles.alertHint}>{t(texts.hint)}</span>
    </div>
  );
}
