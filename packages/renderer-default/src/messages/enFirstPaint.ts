/**
 * The English texts shown before the modal's own code has loaded: the connect button and the embedded
 * modal's placeholder. Kept apart so a page's first script carries these five, not every text of the modal.
 */
export const enFirstPaint = {
  'modal.loading': 'Loading',
  'view.Connect': 'Connect wallet',
  'button.connect': 'Connect wallet',
  'button.connecting': 'Connecting…',
  'button.account': 'Open account, {address}',
} as const;
