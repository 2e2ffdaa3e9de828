'use client';
import { useAccount, useIdentity, useName } from '@connect-modal/headless/react';
import { ChevronRightIcon } from '../icons/icons.js';
import { ListRow } from '../components/ListRow.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';

/** The Account view's way to RegisterAccountName, for an EVM account known to have no name yet. */
export function AccountNameEntry() {
  const t = useMessages();
  const { registry, navigate } = useModalServices();
  const account = useAccount();
  const identity = useIdentity();
  const names = useName();
  const evm = account.namespace === 'eip155';
  const nameless = identity.isSuccess && names.isSuccess && !identity.data.name && names.data.length === 0;
  if (!evm || !nameless || !registry.has('RegisterAccountName')) return null;
  return (
    <ListRow
      data-testid="account-choose-name"
      title={t('accountName.entry')}
      trailing={<ChevronRightIcon size={16} />}
      onClick={() => navigate('RegisterAccountName')}
    />
  );
}
