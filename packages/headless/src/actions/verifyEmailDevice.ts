import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** What {@link verifyEmailDevice} resolves with. */
export interface VerifyEmailDeviceReturnType {
  /** True once the device was approved from the email (a code is then mailed: go on to code entry). */
  readonly approved: boolean;
}

/** Asks whether this device was approved from the email; ask again until it is. */
export function verifyEmailDevice(config: ConnectConfig): Promise<VerifyEmailDeviceReturnType> {
  try {
    return requireAuthConnector(config).connectDevice();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
