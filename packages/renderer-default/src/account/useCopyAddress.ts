'use client';
import { useCallback } from 'react';
import { useToast } from '@connect-modal/headless/react';
import { useMessages } from '../messages/MessagesContext.js';

/** Copies an address to the clipboard and says so in a toast. */
export function useCopyAddress(): (address: string) => void {
  const t = useMessages();
  const { showSuccess, showError } = useToast();
  return useCallback(
    (address: string) => {
      const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
      if (!clipboard) {
        showError(t('account.copyFailed'));
        return;
      }
      clipboard.writeText(address).then(
        () => showSuccess(t('account.addressCopied')),
        () => showError(t('account.copyFailed')),
      );
    },
    [t, showSuccess, showError],
  );
}
