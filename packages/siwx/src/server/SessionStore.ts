import type { SiwxSession } from '../types.js';

/** Where a server keeps its sign-in sessions; a session is gone once its `expiresAt` has passed. */
export interface SessionStore {
  /** Stores a session until its `expiresAt`. */
  put(session: SiwxSession): Promise<void>;
  /** The session with this id, or undefined when there is none (never stored, revoked or expired). */
  get(id: string): Promise<SiwxSession | undefined>;
  /** The live sessions of an address (EVM addresses match in any letter case), oldest expiry first. */
  listByAddress(address: string): Promise<SiwxSession[]>;
  /** Removes one session; removing an unknown id does nothing. */
  delete(id: string): Promise<void>;
}
