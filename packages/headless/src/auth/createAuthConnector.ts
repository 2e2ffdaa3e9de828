import type { ChainNamespace, Connector, ConnectorSourceHost } from '../core/index.js';
import { ValidationError } from '../core/index.js';
import { AUTH_CONNECTOR_ID } from './AuthConnector.js';
import type { AuthConnector, AuthConnectorOptions, AuthState } from './AuthConnector.js';
import { createAuthLoginCache } from './authLoginCache.js';
import type { AuthLoginCache } from './authLoginCache.js';
import { checkPageOrigin } from './checkPageOrigin.js';
import { createApprovalFlow } from './createApprovalFlow.js';
import { createAuthEip155Provider } from './createAuthEip155Provider.js';
import { createAuthSession } from './createAuthSession.js';
import { createAuthSolanaWallet } from './createAuthSolanaWallet.js';
import { createFarcasterLogin } from './createFarcasterLogin.js';
import { createSocialLogin } from './createSocialLogin.js';
import { createSecureFrameBridge } from './createSecureFrameBridge.js';
import { createSmartAccountControl } from './createSmartAccountControl.js';
import type { FrameAlert, SecureFrameBridge } from './createSecureFrameBridge.js';
import { FRAME_REQUESTS } from './protocol.js';
import { SecureFrameError } from './SecureFrameError.js';

/** Namespaces the embedded wallet serves. */
const AUTH_NAMESPACES = ['eip155', 'solana'] as const;

/** Connector name shown in lists. */
const AUTH_CONNECTOR_NAME = 'Email';

function checked<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown, message: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(message, value);
  return parsed.data;
}

/**
 * Creates the embedded wallet's connector (email login). Pass it in the config's `connectors`; it offers the
 * connector 'auth' in eip155 (an EIP-1193 provider) and solana (a Wallet Standard wallet) where the config has
 * them. The secure site's iframe is made only when needed: at start-up when this browser logged in by email
 * before (the session comes back without a prompt), otherwise on `prepare()` or the first request; a page that
 * never uses email login asks the secure site nothing.
 */
export function createAuthConnector(options: AuthConnectorOptions = {}): AuthConnector {
  let host: ConnectorSourceHost | undefined;
  let cache: AuthLoginCache | undefined;
  let bridge: SecureFrameBridge | undefined;
  let originChecked = false;
  let pendingEmail: string | undefined;
  const listeners = new Set<() => void>();
  let state: AuthState = { frame: 'idle', email: undefined, loginUsed: false, user: undefined, alert: undefined, farcasterUrl: undefined };

  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // One listener's failure must not keep the others from hearing it.
      }
    }
  };
  const syncCache = () => setState({ email: cache?.email(), loginUsed: cache?.loginUsed() ?? false });
  const report = (error: unknown) => host?.events.emit('error', { error, source: 'auth' });
  const requireHost = (): ConnectorSourceHost => {
    if (!host) throw new SecureFrameError('AUTH_NOT_STARTED', 'The auth connector is not set up: pass it in `connectors` and call config.start()');
    return host;
  };
  const requireBridge = (): SecureFrameBridge => {
    requireHost();
    if (!bridge) throw new SecureFrameError('IFRAME_NOT_SET', 'Iframe is not set');
    return bridge;
  };
  /** The bridge, with the page's own origin checked against the project's list once it is first used. */
  const frame = {
    status: () => bridge?.status() ?? 'idle',
    subscribe: (listener: () => void) => requireBridge().subscribe(listener),
    ready: () => {
      checkOrigin();
      return requireBridge().ready();
    },
    request: ((type, payload, requestOptions) => {
      checkOrigin();
      return requireBridge().request(type, payload, requestOptions);
    }) as SecureFrameBridge['request'],
    setRect: (rect) => bridge?.setRect(rect),
    destroy: () => bridge?.destroy(),
  } satisfies SecureFrameBridge;

  const onAlert = (alert: FrameAlert) => setState({ alert });
  const checkOrigin = () => {
    const current = host;
    const origin = (options.window ?? globalThis.window as Window | undefined)?.location?.origin;
    if (originChecked || !current || origin === undefined) return;
    originChecked = true;
    checkPageOrigin({
      walletDirectoryUrl: current.options.endpoints.walletDirectory,
      projectId: current.options.projectId,
      origin,
      fetch: current.fetch,
    }).then((allowed) => {
      if (allowed === false) onAlert('INVALID_APP_CONFIGURATION');
    }, report);
  };

  const remembered = () =>
    (cache?.loginUsed() ?? false) ||
    Object.values(host?.storage.get('connection') ?? {}).some((record) => record?.connectorId === AUTH_CONNECTOR_ID);

  const approvals = createApprovalFlow({ bridge: frame, modal: () => host?.modal, clock: () => requireHost().clock, reportError: report });
  const session = createAuthSession({
    bridge: frame,
    approvals,
    host: () => host,
    cache: () => cache,
    remembered,
    onUser: (user) => {
      setState({ user });
      syncCache();
    },
  });
  const social = createSocialLogin({
    frame,
    session,
    host: () => host,
    cache: () => cache,
    window: () => options.window ?? (globalThis.window as Window | undefined),
    onSignedIn: () => syncCache(),
    align: (user) => smartAccounts.align(user),
    report,
  });
  const farcaster = createFarcasterLogin({
    frame,
    session,
    cache: () => cache,
    clock: () => requireHost().clock,
    onUrl: (farcasterUrl) => setState({ farcasterUrl }),
    onSignedIn: () => syncCache(),
    align: (user) => smartAccounts.align(user),
  });
  const smartAccounts = createSmartAccountControl({ frame, session, host: () => host, report });
  const eip155Provider = createAuthEip155Provider(session);
  const solanaWallet = createAuthSolanaWallet(session);

  const connector: AuthConnector = {
    id: AUTH_CONNECTOR_ID,
    setup(sourceHost) {
      if (host && host !== sourceHost) throw new SecureFrameError('AUTH_NOT_STARTED', 'This auth connector already belongs to another config');
      host = sourceHost;
      cache = createAuthLoginCache(sourceHost.storage, sourceHost.clock);
      const network = sourceHost.options.networks.find((candidate) => candidate.chainNamespace === 'eip155' || candidate.chainNamespace === 'solana');
      const defaultNetwork = sourceHost.options.defaultNetwork;
      const startNetwork = defaultNetwork.chainNamespace === 'eip155' || defaultNetwork.chainNamespace === 'solana' ? defaultNetwork : network;
      bridge = createSecureFrameBridge({
        secureSiteUrl: options.secureSiteUrl ?? sourceHost.options.endpoints.secureSite,
        projectId: sourceHost.options.projectId,
        chainId: startNetwork?.caipNetworkId ?? 'eip155:1',
        enableLogger: options.enableLogger ?? false,
        clock: sourceHost.clock,
        ...(options.window ? { window: options.window } : {}),
        onAlert,
        onSessionExpired: () => {
          session.ended();
          for (const namespace of AUTH_NAMESPACES) sourceHost.onDisconnect(namespace);
        },
      });
      const themeMode = sourceHost.options.themeMode;
      const stopStatus = bridge.subscribe(() => {
        const status = bridge?.status() ?? 'idle';
        // A frame that just became ready draws its approval card in the modal's theme (with no theme set, both
        // follow the system's).
        if (status === 'ready' && state.frame !== 'ready' && themeMode) bridge?.request('SYNC_THEME', { themeMode }).catch(report);
        setState({ frame: status });
      });
      syncCache();
      const namespaces = AUTH_NAMESPACES.filter(
        (namespace: ChainNamespace) => sourceHost.namespaces.includes(namespace) && sourceHost.options.networks.some((candidate) => candidate.chainNamespace === namespace),
      );
      const connectors: Connector[] = namespaces.map((namespace) => ({
        id: AUTH_CONNECTOR_ID,
        name: AUTH_CONNECTOR_NAME,
        type: 'AUTH',
        chain: namespace,
        provider: namespace === 'eip155' ? eip155Provider : solanaWallet,
      }));
      sourceHost.setConnectors(connectors);
      // A browser that logged in before gets its frame at once, so the session comes back without a prompt.
      if (remembered()) frame.ready().catch(report);
      // A page coming back from a redirect social login finishes it (a no-op on other loads).
      void social.resumeRedirect().catch(report);
      return () => {
        stopStatus();
        sourceHost.setConnectors([]);
        bridge?.destroy();
        bridge = undefined;
        host = undefined;
        cache = undefined;
        originChecked = false;
        setState({ frame: 'idle', user: undefined });
      };
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    prepare: () => frame.ready(),
    async connectEmail({ email }) {
      const { email: valid } = checked(FRAME_REQUESTS.CONNECT_EMAIL.payload, { email: typeof email === 'string' ? email.trim() : email }, 'Invalid email address');
      requireHost();
      cache?.startAttempt();
      setState({ alert: undefined });
      const answer = await frame.request('CONNECT_EMAIL', { email: valid });
      pendingEmail = valid;
      setState({ email: valid });
      if (answer.action === 'CONNECT') {
        // The frame's session is there already: the login is complete without a code.
        const network = session.network('eip155');
        const user = await frame.request('GET_USER', network ? { chainId: network.caipNetworkId } : {});
        cache?.signedIn(user.email ?? valid);
        pendingEmail = undefined;
        session.signedIn(user);
        syncCache();
      }
      return answer;
    },
    connectDevice: () => frame.request('CONNECT_DEVICE', {}),
    async connectOtp({ otp }) {
      const { otp: code } = checked(FRAME_REQUESTS.CONNECT_OTP.payload, { otp: typeof otp === 'string' ? otp.trim() : otp }, 'The code must be 6 digits');
      const user = await smartAccounts.align(await frame.request('CONNECT_OTP', { otp: code }));
      cache?.signedIn(user.email ?? pendingEmail ?? null);
      pendingEmail = undefined;
      session.signedIn(user);
      syncCache();
      return user;
    },
    getSocialRedirectUri: (args) => social.getSocialRedirectUri(args),
    connectSocial: () => social.connectSocial(),
    redirectToSocial: (args) => social.redirectToSocial(args),
    getFarcasterUri: () => farcaster.getUri(),
    connectFarcaster: (farcasterOptions) => farcaster.connect(farcasterOptions),
    getSmartAccountEnabledNetworks: () => smartAccounts.getSmartAccountEnabledNetworks(),
    initSmartAccount: () => smartAccounts.initSmartAccount(),
    setPreferredAccountType: (type) => smartAccounts.setPreferredAccountType(type),
    async updateEmail({ email }) {
      const { email: valid } = checked(FRAME_REQUESTS.UPDATE_EMAIL.payload, { email: typeof email === 'string' ? email.trim() : email }, 'Invalid email address');
      await session.requireUser();
      return frame.request('UPDATE_EMAIL', { email: valid });
    },
    updateEmailPrimaryOtp: ({ otp }) =>
      frame.request('UPDATE_EMAIL_PRIMARY_OTP', checked(FRAME_REQUESTS.UPDATE_EMAIL_PRIMARY_OTP.payload, { otp }, 'The code must be 6 digits')),
    async updateEmailSecondaryOtp({ otp }) {
      const answer = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', checked(FRAME_REQUESTS.UPDATE_EMAIL_SECONDARY_OTP.payload, { otp }, 'The code must be 6 digits'));
      const user = session.user();
      if (user) session.signedIn({ ...user, email: answer.email });
      cache?.signedIn(answer.email);
      syncCache();
      return answer;
    },
    setFrameRect: (rect) => approvals.setRect(rect),
    signOut: () => session.signOut(),
  };
  return connector;
}
