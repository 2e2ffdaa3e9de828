/** Name of the social login window (one at a time: a second login reuses it). */
export const SOCIAL_POPUP_NAME = 'connect-modal-social';

/**
 * Opens the social login window, empty, at once. Call it synchronously in the click handler, before any `await`:
 * browsers (Safari above all) block windows opened later. {@link connectSocial} then sends it to the provider.
 * Returns null when the browser blocked it.
 */
export function openSocialPopup(win: Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> | undefined = globalThis.window): Window | null {
  if (!win) return null;
  const width = 500;
  const height = 640;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  try {
    return win.open('about:blank', SOCIAL_POPUP_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
  } catch {
    return null;
  }
}
