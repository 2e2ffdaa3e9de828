import { getModalView, goBack } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';

const UPDATE_VIEWS = new Set<string>(['UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp']);

/** Leaves the email update's screens back to the one that opened them (the account); closes when nothing is under them. */
export function resetToAccount(config: ConnectConfig): void {
  for (let step = 0; step < UPDATE_VIEWS.size && UPDATE_VIEWS.has(getModalView(config).view); step += 1) goBack(config);
}
