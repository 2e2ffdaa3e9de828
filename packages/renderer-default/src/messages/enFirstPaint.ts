/**
 * The English texts drawn by the code of a page's first script: the connect button, the embedded modal's
 * placeholder and the error state that stands in for a modal that failed to render. Kept apart so that script
 * carries these few, not every text of the modal.
 */
export const enFirstPaint = {
  'modal.loading': 'Loading',
  'view.Connect': 'Connect wallet',
  'button.connect': 'Connect wallet',
  'button.connecting': 'Connecting…',
  'button.account': 'Open account, {address}',
  'button.status.connected': 'Wallet connected',
  'button.status.disconnected': 'Wallet disconnected',
  'modal.error': 'Something went wrong.',
  'modal.errorClose': 'Close',
  'modal.errorRetry': 'Try again',
} as const;
