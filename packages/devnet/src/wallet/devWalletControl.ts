import type { Address } from 'viem';
import type { DevSmartAccountOptions, DevWalletCall, DevWalletControl, DevWalletHost, DevWalletInstanceState } from './devWalletTypes.js';

/** What the test controls can do to one installed instance. */
export interface DevWalletInstance {
  uuid: string;
  announce(): void;
  userSwitchChain(chainId: number): void;
  userSetAccount(address: Address): void;
  /** Throws, before changing anything, on an invalid mode. */
  userSetSmartAccount(smartAccount: DevSmartAccountOptions | null): void;
  userDisconnect(): void;
  state(): DevWalletInstanceState;
}

/** Mutable part of a control, shared by all instances of its rdns. */
export interface DevWalletShared {
  instances: DevWalletInstance[];
  rejections: (string | undefined)[];
  promptDelayMs: number;
  requests: string[];
  calls: DevWalletCall[];
}

// Symbol.for, not a module-level map: a page may load the bundle twice, and both
// copies must find the same shared state behind window.__devWallets[rdns].
const SHARED = Symbol.for('@connect-modal/devnet:dev-wallet-shared');

/** A control with the shared state behind it. */
export type ControlWithShared = DevWalletControl & { [SHARED]: DevWalletShared };

/** The shared state behind a control. */
export function sharedOf(control: ControlWithShared): DevWalletShared {
  return control[SHARED];
}

/** The control of an rdns on the host, made (and registered in `__devWallets`) on first use. */
export function controlFor(host: DevWalletHost, rdns: string): ControlWithShared {
  const registry = (host.__devWallets ??= {});
  const existing = registry[rdns] as ControlWithShared | undefined;
  if (existing?.[SHARED]) {
    return existing;
  }
  const shared: DevWalletShared = { instances: [], rejections: [], promptDelayMs: 0, requests: [], calls: [] };
  const control: ControlWithShared = {
    rdns,
    requests: shared.requests,
    calls: shared.calls,
    rejectNext: (method) => void shared.rejections.push(method),
    switchChain: (chainId) => shared.instances.forEach((instance) => instance.userSwitchChain(chainId)),
    setAccount: (address) => shared.instances.forEach((instance) => instance.userSetAccount(address)),
    setSmartAccount: (smartAccount) => shared.instances.forEach((instance) => instance.userSetSmartAccount(smartAccount)),
    disconnect: () => shared.instances.forEach((instance) => instance.userDisconnect()),
    setPromptDelay: (ms) => void (shared.promptDelayMs = ms),
    announce: () => shared.instances.forEach((instance) => instance.announce()),
    state: () => shared.instances.map((instance) => instance.state()),
    [SHARED]: shared,
  };
  registry[rdns] = control;
  return control;
}

/** Takes the first queued rejection that applies; explicit method matches win over generic ones. */
export function takeRejection(shared: DevWalletShared, method: string, prompting: boolean): boolean {
  let index = shared.rejections.indexOf(method);
  if (index < 0 && prompting) {
    index = shared.rejections.indexOf(undefined);
  }
  if (index < 0) {
    return false;
  }
  shared.rejections.splice(index, 1);
  return true;
}
