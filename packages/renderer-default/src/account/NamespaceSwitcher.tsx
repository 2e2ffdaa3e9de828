'use client';
import { useConnections } from '@connect-modal/headless/react';
import type { MessageId } from '../messages/en.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './NamespaceSwitcher.css.js';

/** With wallets connected on several chain namespaces, picks the one the Account view shows. */
export function NamespaceSwitcher() {
  const t = useMessages();
  const { connectedNamespaces: connected, activeNamespace: active, setActiveNamespace } = useConnections();
  if (connected.length < 2) return null;
  return (
    <div className={styles.group} role="group" aria-label={t('account.namespacesLabel')} data-testid="account-namespaces">
      {connected.map((namespace) => (
        <button
          key={namespace}
          type="button"
          className={styles.option}
          aria-pressed={namespace === active}
          data-testid={`account-namespace-${namespace}`}
          onClick={() => setActiveNamespace(namespace)}
        >
          {t(`account.namespace.${namespace}` as MessageId)}
        </button>
      ))}
    </div>
  );
}
