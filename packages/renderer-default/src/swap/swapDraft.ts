'use client';
import type { ConnectConfig } from '@connect-modal/headless';
import { createValueStore, perConfig, useDraft } from '../state/configStore.js';
import type { ValueStore } from '../state/configStore.js';

/** The default slippage tolerance, in percent (the specification's). */
export const DEFAULT_SWAP_SLIPPAGE = '1';

/** The Swap form as typed, kept while the visitor moves between Swap, TokenSelect and SwapPreview. */
export interface SwapDraft {
  /** The network the chosen tokens are on (CAIP-2); tokens of another network are dropped. */
  readonly caipNetworkId: string | undefined;
  /** CAIP-10 id of the token sold. */
  readonly from: string | undefined;
  /** CAIP-10 id of the token bought. */
  readonly to: string | undefined;
  /** Decimal text with a dot, as typed. */
  readonly amount: string;
  /** Slippage tolerance in percent, as typed. */
  readonly slippage: string;
  /** Tokens asked for by symbol or id when the modal was opened on Swap, matched once the token list is in. */
  readonly wanted?: { readonly from?: string | undefined; readonly to?: string | undefined } | undefined;
}

/** The empty form: nothing chosen, slippage 1. */
export const EMPTY_SWAP_DRAFT: SwapDraft = { caipNetworkId: undefined, from: undefined, to: undefined, amount: '', slippage: DEFAULT_SWAP_SLIPPAGE };

interface DraftStore extends ValueStore<SwapDraft> {
  /** The swap data objects already copied into the draft, so going back to Swap does not copy them again. */
  readonly seeded: WeakSet<object>;
}

/** The draft store of a config: one Swap form per config, outliving the views it moves between. */
export const swapDraftStore = perConfig((): DraftStore => ({ ...createValueStore(EMPTY_SWAP_DRAFT), seeded: new WeakSet() }));

/** The Swap form's fields, a setter that merges changes, and a reset to the empty form. */
export function useSwapDraft(): readonly [SwapDraft, (change: Partial<SwapDraft>) => void, () => void] {
  return useDraft(swapDraftStore, EMPTY_SWAP_DRAFT);
}

/** What `openModal(config, { view: 'Swap', data: { swap } })` may carry; unknown fields are ignored. */
export interface SwapOpenData {
  /** The token sold: its symbol (`'ETH'`) or CAIP-10 id. */
  readonly fromToken?: string;
  /** The token bought: its symbol or CAIP-10 id. */
  readonly toToken?: string;
  /** The amount sold, decimal text. */
  readonly amount?: string;
  /** Slippage tolerance in percent. */
  readonly slippage?: number | string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Copies the swap data a view was opened with into the draft, once per data object: the amount and slippage at
 * once, the tokens as wishes matched against the network's swap tokens when they are listed.
 */
export function seedSwapDraft(config: ConnectConfig, data: Readonly<Record<string, unknown>> | undefined): void {
  const store = swapDraftStore(config);
  if (!data || store.seeded.has(data)) return;
  store.seeded.add(data);
  const amount = text(data.amount);
  const slippage = text(data.slippage);
  const from = text(data.fromToken);
  const to = text(data.toToken);
  store.set({
    ...EMPTY_SWAP_DRAFT,
    ...(amount === undefined ? {} : { amount }),
    ...(slippage === undefined ? {} : { slippage }),
    ...(from || to ? { wanted: { from, to } } : {}),
  });
}
