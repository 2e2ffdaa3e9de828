'use client';
import { useEffect } from 'react';
import type { CaipNetwork } from '@connect-modal/headless';
import { useNetwork } from '@connect-modal/headless/react';
import { useSwapDraft } from './swapDraft.js';
import type { SwapDraft } from './swapDraft.js';
import { findSwapToken, matchSwapToken } from './swapTokens.js';
import type { SwapListToken } from './swapTokens.js';
import { useSwapTokenList } from './useSwapTokenList.js';
import type { SwapTokenList } from './useSwapTokenList.js';

/** The Swap form as the views read it: the draft, the network's swap tokens and the two tokens chosen. */
export interface SwapForm {
  readonly network: CaipNetwork | undefined;
  readonly list: SwapTokenList;
  readonly draft: SwapDraft;
  readonly from: SwapListToken | undefined;
  readonly to: SwapListToken | undefined;
  readonly update: (change: Partial<SwapDraft>) => void;
  readonly reset: () => void;
}

/** The EVM chain id of a network, or undefined for another namespace. */
function evmChainId(network: CaipNetwork | undefined): number | undefined {
  if (network?.chainNamespace !== 'eip155') return undefined;
  const id = Number(network.id);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Reads the Swap form on the active network. Until the visitor picks, the native currency is sold for the next
 * token of the list; the tokens asked for when the modal was opened on Swap are chosen once the list is in; a
 * network change drops the chosen tokens (the amount and slippage stay).
 */
export function useSwapForm(): SwapForm {
  const { network } = useNetwork();
  const list = useSwapTokenList(evmChainId(network));
  const [draft, update, reset] = useSwapDraft();
  const caipNetworkId = network?.caipNetworkId;
  const tokens = list.tokens;

  useEffect(() => {
    if (!tokens || !caipNetworkId) return;
    const sameNetwork = draft.caipNetworkId === caipNetworkId;
    const known = (id: string | undefined) => (sameNetwork ? findSwapToken(tokens, id) : undefined);
    let from = known(draft.from) ?? matchSwapToken(tokens, draft.wanted?.from);
    let to = known(draft.to) ?? matchSwapToken(tokens, draft.wanted?.to);
    from ??= tokens.find((token) => token !== to);
    to ??= tokens.find((token) => token !== from);
    if (from === to) to = tokens.find((token) => token !== from);
    if (draft.caipNetworkId !== caipNetworkId || draft.from !== from?.address || draft.to !== to?.address || draft.wanted) {
      update({ caipNetworkId, from: from?.address, to: to?.address, wanted: undefined });
    }
  }, [tokens, caipNetworkId, draft, update]);

  const ready = draft.caipNetworkId === caipNetworkId;
  return {
    network,
    list,
    draft,
    from: ready ? findSwapToken(tokens, draft.from) : undefined,
    to: ready ? findSwapToken(tokens, draft.to) : undefined,
    update,
    reset,
  };
}
