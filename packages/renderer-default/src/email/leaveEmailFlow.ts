import { closeModal, getModalView } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';

/**
 * Once the email login connected, leaves its screens as a wallet's connection leaves Connect: closes the modal
 * (inline in a page, shows the account). Nothing happens when the modal already moved on by itself.
 */
export function leaveEmailFlow(config: ConnectConfig): void {
  const { view } = getModalView(config);
  if (view === 'EmailVerifyOtp' || view === 'EmailVerifyDevice') closeModal(config);
}
