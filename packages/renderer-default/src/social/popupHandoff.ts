import type { PopupSocial } from './socialProviders.js';

// The window opened by the click on a social button, handed to the ConnectingSocial view. It travels beside the
// router (whose data is plain values), and is read, not taken, so a view mounted twice finds it both times.
let latest: { readonly provider: PopupSocial; readonly popup: Window | null } | undefined;

/** Keeps the window just opened for `provider` (null: the browser blocked it). */
export function handOffPopup(provider: PopupSocial, popup: Window | null): void {
  latest = { provider, popup };
}

/** The window last opened for `provider`, if it is still the latest one. */
export function popupFor(provider: PopupSocial): Window | null {
  return latest?.provider === provider ? latest.popup : null;
}
