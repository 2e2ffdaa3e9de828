import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Features, RouterData, View } from '@connect-modal/headless';

/** Screens of features that can be switched off (core views too); their code is loaded only when the feature is on. */
export type FeatureView = Extract<
  View,
  | 'Receive'
  | 'Send'
  | 'SendPreview'
  | 'TokenSelect'
  | 'Swap'
  | 'SwapPreview'
  | 'Onramp'
  | 'OnrampProviders'
  | 'BuyInProgress'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmail'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'
>;

/** Every screen the renderer can show: the core's views. */
export type RendererView = View;

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
  // The QR code library comes with these views only; the WalletConnect client is loaded by the connector on the
  // first pairing they ask for.
  ConnectingWalletConnect: () =>
    import('../views/ConnectingWalletConnectView.js').then((module) => ({ default: module.ConnectingWalletConnectView })),
  ConnectingWalletConnectBasic: () =>
    import('../views/ConnectingWalletConnectBasicView.js').then((module) => ({ default: module.ConnectingWalletConnectBasicView })),
  Account: () => import('../views/AccountView.js').then((module) => ({ default: module.AccountView })),
  Networks: () => import('../views/NetworksView.js').then((module) => ({ default: module.NetworksView })),
  UnsupportedChain: () =>
    import('../views/UnsupportedChainView.js').then((module) => ({ default: module.UnsupportedChainView })),
  // Sign-in: shown only to a config with `siwx`, and loaded then.
  SIWXSignMessage: () => import('../views/SiwxSignMessageView.js').then((module) => ({ default: module.SiwxSignMessageView })),
  ConnectingSiwe: () => import('../views/ConnectingSiweView.js').then((module) => ({ default: module.ConnectingSiweView })),
  // What a wallet request grants, before the wallet is asked (a swap's approval).
  ApproveTransaction: () =>
    import('../views/ApproveTransactionView.js').then((module) => ({ default: module.ApproveTransactionView })),
  // Account names: choosing and registering one for an EVM account.
  RegisterAccountName: () =>
    import('../views/RegisterAccountNameView.js').then((module) => ({ default: module.RegisterAccountNameView })),
  RegisterAccountNameSuccess: () =>
    import('../views/RegisterAccountNameSuccessView.js').then((module) => ({ default: module.RegisterAccountNameSuccessView })),
};

/** The feature (or features, any of which) that must be on for a feature view's module to be loaded at all. */
export type ViewFeature = FeatureName | readonly FeatureName[];

/** The feature views, each with the feature that must be on for its module to be loaded at all. */
export const FEATURE_VIEW_LOADERS: Readonly<Record<FeatureView, { readonly feature: ViewFeature; readonly load: ViewLoader }>> = {
  Receive: { feature: 'receive', load: () => import('../views/ReceiveView.js').then((module) => ({ default: module.ReceiveView })) },
  Send: { feature: 'send', load: () => import('../views/SendView.js').then((module) => ({ default: module.SendView })) },
  // Send and Swap both choose their tokens here.
  TokenSelect: { feature: ['send', 'swaps'], load: () => import('../views/TokenSelectView.js').then((module) => ({ default: module.TokenSelectView })) },
  SendPreview: { feature: 'send', load: () => import('../views/SendPreviewView.js').then((module) => ({ default: module.SendPreviewView })) },
  Swap: { feature: 'swaps', load: () => import('../views/SwapView.js').then((module) => ({ default: module.SwapView })) },
  SwapPreview: { feature: 'swaps', load: () => import('../views/SwapPreviewView.js').then((module) => ({ default: module.SwapPreviewView })) },
  Onramp: { feature: 'onramp', load: () => import('../views/OnrampView.js').then((module) => ({ default: module.OnrampView })) },
  OnrampProviders: {
    feature: 'onramp',
    load: () => import('../views/OnrampProvidersView.js').then((module) => ({ default: module.OnrampProvidersView })),
  },
  BuyInProgress: { feature: 'onramp', load: () => import('../views/BuyInProgressView.js').then((module) => ({ default: module.BuyInProgressView })) },
  // Email login and the embedded wallet's email update.
  ConnectingSocial: {
    feature: 'socials',
    load: () => import('../social/ConnectingSocialView.js').then((module) => ({ default: module.ConnectingSocialView })),
  },
  EmailVerifyOtp: { feature: 'email', load: () => import('../views/EmailVerifyOtpView.js').then((module) => ({ default: module.EmailVerifyOtpView })) },
  EmailVerifyDevice: {
    feature: 'email',
    load: () => import('../views/EmailVerifyDeviceView.js').then((module) => ({ default: module.EmailVerifyDeviceView })),
  },
  UpdateEmail: { feature: 'email', load: () => import('../views/UpdateEmailView.js').then((module) => ({ default: module.UpdateEmailView })) },
  UpdateEmailPrimaryOtp: {
    feature: 'email',
    load: () => import('../views/UpdateEmailPrimaryOtpView.js').then((module) => ({ default: module.UpdateEmailPrimaryOtpView })),
  },
  UpdateEmailSecondaryOtp: {
    feature: 'email',
    load: () => import('../views/UpdateEmailSecondaryOtpView.js').then((module) => ({ default: module.UpdateEmailSecondaryOtpView })),
  },
  // Sign In With Farcaster, one of the socials.
  ConnectingFarcaster: {
    feature: 'socials',
    load: () => import('../farcaster/ConnectingFarcasterView.js').then((module) => ({ default: module.ConnectingFarcasterView })),
  },
};

/** Which view each wallet feature of the Account view opens, for the features that have one. */
export const WALLET_FEATURE_VIEWS: Readonly<Partial<Record<string, FeatureView>>> = {
  onramp: 'Onramp',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
};

/**
 * The namespaces whose accounts a wallet feature's screens serve, for features that do not serve every one:
 * the Send views send on EVM and Solana networks (Bitcoin cannot send here), and swaps go through the EVM swap
 * service.
 */
export const WALLET_FEATURE_NAMESPACES: Readonly<Partial<Record<string, readonly string[]>>> = {
  // The onramp sells to EVM and Solana accounts.
  onramp: ['eip155', 'solana'],
  swaps: ['eip155'],
  send: ['eip155', 'solana'],
};

/** The views a modal can show, each a lazy component. */
export interface ViewRegistry {
  get(view: string): LazyExoticComponent<ComponentType<ViewProps>> | undefined;
  has(view: string): boolean;
  /** Loads a view's code ahead of its first showing, which then renders at once, with no loading state. */
  preload(view: string): Promise<void>;
  /** The names of the registered views. */
  readonly views: readonly string[];
}

/** Whether a feature (or any of several) is on in the config's features. */
export function isFeatureEnabled(features: Readonly<Features>, feature: ViewFeature): boolean {
  if (typeof feature !== 'string') return feature.some((name) => isFeatureEnabled(features, name));
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
    features?: Readonly<Record<string, { readonly feature: ViewFeature; readonly load: ViewLoader }>>;
  } = {},
): ViewRegistry {
  const entries = new Map<string, LazyView>();
  for (const [view, load] of Object.entries(loaders.core ?? CORE_VIEW_LOADERS)) {
    if (load) entries.set(view, lazyView(load));
  }
  for (const [view, entry] of Object.entries(loaders.features ?? FEATURE_VIEW_LOADERS)) {
    if (isFeatureEnabled(features, entry.feature)) entries.set(view, lazyView(entry.load));
  }
  return {
    get: (view) => entries.get(view)?.component,
    has: (view) => entries.has(view),
    preload: (view) => entries.get(view)?.preload() ?? Promise.resolve(),
    views: [...entries.keys()],
  };
}

interface LazyView {
  readonly component: LazyExoticComponent<ComponentType<ViewProps>>;
  preload(): Promise<void>;
}

/**
 * A lazy view that can be loaded ahead. Once its module is in, the component's loader hands it over
 * synchronously (a thenable that resolves on the spot), so React shows the view in the same render instead of
 * suspending for a microtask and painting the loading state first.
 */
function lazyView(load: ViewLoader): LazyView {
  let loaded: { default: ComponentType<ViewProps> } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        // A failed load is tried again the next time the view is wanted.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    const ready = loaded;
    if (ready) {
      const thenable = { then: (resolve: (module: { default: ComponentType<ViewProps> }) => void) => resolve(ready) };
      return thenable as unknown as Promise<{ default: ComponentType<ViewProps> }>;
    }
    return preload().then(() => loaded as { default: ComponentType<ViewProps> });
  });
  return { component, preload };
}
