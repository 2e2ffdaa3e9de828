/**
 * Methods the SPEC calls not safe (section 5): they sign or send with the visitor's key, so the frame asks the
 * visitor on its approval card before the server is called.
 */
export const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]);

/** Safe methods whose names still say sign or send (they carry something already signed). */
const SAFE_SIGN_OR_SEND: ReadonlySet<string> = new Set(['eth_sendRawTransaction']);

/**
 * True when the visitor must approve `method` first: a not-safe method of the SPEC, or any other method whose
 * name says it signs or sends (so a method added to the server later can never sign silently).
 */
export function needsApproval(method: string): boolean {
  if (APPROVAL_METHODS.has(method)) return true;
  return /sign|send|grant|revoke/i.test(method) && !SAFE_SIGN_OR_SEND.has(method);
}
