'use client';
import type { SendToken } from '@connect-modal/headless';
import { createValueStore, perConfig, useDraft } from '../state/configStore.js';

/** A token the Send form can offer: what a send needs, and what the list shows. */
export interface SendTokenOption extends SendToken {
  readonly name: string;
  /** The network the balance is on (CAIP-2). */
  readonly caipNetworkId: string;
  readonly iconUrl?: string | undefined;
}

/** The Send form as typed, kept while the visitor moves between Send, TokenSelect and SendPreview. */
export interface SendDraft {
  readonly token: SendTokenOption | undefined;
  /** Decimal text with a dot, as typed. */
  readonly amount: string;
  /** An address or a name, as typed. */
  readonly to: string;
}

/** The empty form. */
export const EMPTY_SEND_DRAFT: SendDraft = { token: undefined, amount: '', to: '' };

/** The draft store of a config: one Send form per config, outliving the views it moves between. */
export const sendDraftStore = perConfig(() => createValueStore(EMPTY_SEND_DRAFT));

/** The Send form's fields, a setter that merges changes, and a reset to the empty form. */
export function useSendDraft(): readonly [SendDraft, (change: Partial<SendDraft>) => void, () => void] {
  return useDraft(sendDraftStore, EMPTY_SEND_DRAFT);
}
