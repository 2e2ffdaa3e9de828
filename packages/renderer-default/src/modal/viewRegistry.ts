import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Features, RouterData, View } from '@connect-modal/headless';

/** Screens of features that can be switched off; their code is loaded only when the feature is on. */
export type FeatureView = 'Receive';

/** Every screen the renderer can show: the core's views and the feature screens. */
export type RendererView = View | FeatureView;

/** Props every view receives. */
export interface ViewProps {
  /** The arguments the view was opened with. */
  readonly data: RouterData | undefined;
}

/** A view module as a dynamic import gives it. */
export type ViewLoader = () => Promise<{ default: ComponentType<ViewProps> }>;

/** A switchable feature of the config. */
export type FeatureName = 'swaps' | 'onramp' | 'receive' | 'send' | 'email' | 'socials' | 'history' | 'pay';

/** The loaders of the core views. */
export const CORE_VIEW_LOADERS: Readonly<Partial<Record<View, ViewLoader>>> = {
  Connect: () => import('../views/ConnectView.js').then((module) => ({ default: module.ConnectView })),
  AllWallets: () => import('../views/AllWalletsView.js').then((module) => ({ default: module.AllWalletsView })),
  ConnectingExternal: () =>
    import('../views/ConnectingExternalView.js').then((module) => ({ default: module.ConnectingExternalView })),
  Account: () => import('../views/AccountView.js').then((module) => ({ default: module.AccountView })),
  Networks: () => import('../views/NetworksView.js').then((module) => ({ default: module.NetworksView })),
  UnsupportedChain: () =>
    import('../views/UnsupportedChainView.js').then((module) => ({ default: module.UnsupportedChainView })),
};

/** The feature views, each with the feature that must be on for its module to be loaded at all. */
export const FEATURE_VIEW_LOADERS: Readonly<Record<FeatureView, { readonly feature: FeatureName; readonly load: ViewLoader }>> = {
  Receive: { feature: 'receive', load: () => import('../views/ReceiveView.js').then((module) => ({ default: module.ReceiveView })) },
};

/** Which view each wallet feature of the Account view opens, for the features that have one. */
export const WALLET_FEATURE_VIEWS: Readonly<Partial<Record<string, FeatureView>>> = {
  receive: 'Receive',
};

/** The views a modal can show, each a lazy component. */
export interface ViewRegistry {
  get(view: string): LazyExoticComponent<ComponentType<ViewProps>> | undefined;
  has(view: string): boolean;
  /** The names of the registered views. */
  readonly views: readonly string[];
}

/** Whether a feature is on in the config's features. */
export function isFeatureEnabled(features: Readonly<Features>, feature: FeatureName): boolean {
  const value = features[feature];
  return Array.isArray(value) ? value.length > 0 : value === true;
}

/**
 * Builds the registry of a config. A feature view whose feature is off is left out entirely, so nothing can
 * ever call its loader and its code is never fetched.
 */
export function createViewRegistry(
  features: Readonly<Features>,
  loaders: {
    core?: Readonly<Partial<Record<string, ViewLoader>>>;
    features?: Readonly<Record<string, { readonly feature: FeatureName; readonly load: ViewLoader }>>;
  } = {},
): ViewRegistry {
  const entries = new Map<string, LazyExoticComponent<ComponentType<ViewProps>>>();
  for (const [view, load] of Object.entries(loaders.core ?? CORE_VIEW_LOADERS)) {
    if (load) entries.set(view, lazy(load));
  }
  for (const [view, entry] of Object.entries(loaders.features ?? FEATURE_VIEW_LOADERS)) {
    if (isFeatureEnabled(features, entry.feature)) entries.set(view, lazy(entry.load));
  }
  return {
    get: (view) => entries.get(view),
    has: (view) => entries.has(view),
    views: [...entries.keys()],
  };
}
