import { ConnectError } from '../errors/ConnectError.js';

/** createConnectConfig was given options it cannot work with. */
export class ConfigError extends ConnectError {
  override name = 'ConfigError';
  /** Dotted path of the offending option, when one option is at fault. */
  readonly path: string | undefined;

  constructor(code: string, message: string, path?: string) {
    super(code, message);
    this.path = path;
  }
}

/** Message when no projectId is given. */
export const PROJECT_ID_REQUIRED_MESSAGE = 'Project ID Not Configured: pass a projectId to createConnectConfig';

/** Message when both siweConfig and siwx are given. */
export const SIWE_AND_SIWX_MESSAGE = 'Cannot set both siweConfig and siwx: use siwx only';
