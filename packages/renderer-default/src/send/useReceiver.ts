'use client';
import { isSendName } from '@connect-modal/headless';
import { useNetwork, useSendName } from '@connect-modal/headless/react';

/** The receiver field read: the name typed (if it is one), the address it stands for, and the lookup's state. */
export interface Receiver {
  readonly name: string | undefined;
  /** The address typed, or the one the name points at now; undefined while unknown. */
  readonly address: string | undefined;
  readonly resolving: boolean;
  /** The name service says nobody holds the name. */
  readonly unknown: boolean;
}

/**
 * Reads the receiver field: an address as typed, or on an EVM network a name with the address it points at there
 * (names are resolved on EVM networks only; elsewhere the text is an address, checked as one).
 */
export function useReceiver(to: string): Receiver {
  const { network } = useNetwork();
  const text = to.trim();
  const name = text && network?.chainNamespace === 'eip155' && isSendName(text) ? text : undefined;
  const lookup = useSendName({ name, network });
  if (!name) return { name, address: text || undefined, resolving: false, unknown: false };
  return { name, address: lookup.data ?? undefined, resolving: lookup.isLoading, unknown: lookup.data === null };
}
