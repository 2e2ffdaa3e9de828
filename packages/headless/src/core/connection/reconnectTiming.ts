/** How long reconnect on load waits for a remembered wallet to announce itself. */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 1500;
