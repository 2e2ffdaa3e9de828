'use client';
import { useEffect, useState } from 'react';
import { getSwapTokens } from '@connect-modal/headless';
import type { ConnectConfig, GetSwapTokensReturnType } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';

/** The swap tokens of a network as the view reads them. */
export interface SwapTokenList {
  readonly tokens: GetSwapTokensReturnType | undefined;
  readonly error: Error | undefined;
  readonly isLoading: boolean;
}

// Token lists change rarely: one request per config and network, shared by Swap and TokenSelect.
const lists = new WeakMap<ConnectConfig, Map<number, Promise<GetSwapTokensReturnType>>>();

function listOf(config: ConnectConfig, chainId: number): Promise<GetSwapTokensReturnType> {
  let byChain = lists.get(config);
  if (!byChain) {
    byChain = new Map();
    lists.set(config, byChain);
  }
  let list = byChain.get(chainId);
  if (!list) {
    list = getSwapTokens(config, { chainId });
    // A failure is asked again the next time.
    list.catch(() => byChain.delete(chainId));
    byChain.set(chainId, list);
  }
  return list;
}

/** The tokens that can be swapped on an EVM network (undefined: none asked), or the reason there are none. */
export function useSwapTokenList(chainId: number | undefined): SwapTokenList {
  const config = useConnectConfig();
  const [state, setState] = useState<{ chainId: number | undefined; tokens?: GetSwapTokensReturnType; error?: Error }>({ chainId: undefined });
  useEffect(() => {
    if (chainId === undefined) return undefined;
    let live = true;
    listOf(config, chainId).then(
      (tokens) => live && setState({ chainId, tokens }),
      (error: unknown) => live && setState({ chainId, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [config, chainId]);
  if (chainId === undefined || state.chainId !== chainId) return { tokens: undefined, error: undefined, isLoading: chainId !== undefined };
  return { tokens: state.tokens, error: state.error, isLoading: false };
}
