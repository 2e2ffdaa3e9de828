/** Sign-in with a wallet: messages, signature checks. The server kit is `@connect-modal/siwx/server`. */
export {};
