/** Theme contract, light and dark themes for the wallet-connection modal. */
export const themesPackage = "@connect-modal/themes";
