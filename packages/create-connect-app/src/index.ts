/** Scaffolder for apps using the wallet-connection modal. */
export const cliPackage = "create-connect-app";
