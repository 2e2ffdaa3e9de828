'use client';
import { useCallback } from 'react';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { emailErrorKey } from './emailErrors.js';

/**
 * Words an email login error in the modal's language: the secure site's refusals (a wrong, expired or
 * over-tried code, too many requests, the 30 s cooldown) by code or text, any other error as the modal words it.
 */
export function useEmailErrorText(): (error: unknown) => string {
  const t = useMessages();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const key = emailErrorKey(error);
      return key ? t(key.id, key.values) : errorText(error);
    },
    [t, errorText],
  );
}
