/** Local stand-ins for the remote services of the wallet-connection modal. */
export const devnetPackage = "@connect-modal/devnet";
