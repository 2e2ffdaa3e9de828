/** The default renderer for the wallet-connection modal. */
export const rendererPackage = "@connect-modal/renderer-default";
