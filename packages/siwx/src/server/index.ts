/** The server kit: nonces, verification and sessions. */
export {};
