/** A small SVG icon as a data: URI, for dev wallets that need no particular look. */
export const DEV_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/>' +
      '<path d="M9 11h14v10H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="16" r="1.5" fill="#fff"/></svg>',
  );
