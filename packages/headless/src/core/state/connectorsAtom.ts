import { atom } from 'jotai/vanilla';
import type { Connector } from '../adapters/types.js';
import type { ChainNamespace } from '../validation/index.js';

/** Connectors each adapter currently offers. */
export const connectorsAtom = atom<Readonly<Partial<Record<ChainNamespace, readonly Connector[]>>>>({});
