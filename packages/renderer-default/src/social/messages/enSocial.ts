/** English texts of social logins (the Connect view's socials and the ConnectingSocial view), part of `en`. */
export const enSocial = {
  'view.ConnectingSocial': 'Social login',
  'social.listLabel': 'Sign in with a social account',
  'social.continueWith': 'Continue with {provider}',
  'social.waiting': 'Continue in the {provider} window',
  'social.waitingBody': 'Sign in there and approve. This screen moves on by itself.',
  'social.blocked': 'Your browser blocked the {provider} window.',
  'social.blockedHint': 'Try again, or continue in this window: the page goes to {provider} and comes back.',
  'social.retry': 'Try again',
  'social.redirect': 'Continue in this window',
  'social.redirecting': 'Taking you to {provider}',
  'social.denied': 'You declined the sign-in at {provider}.',
  'social.failed': 'The {provider} sign-in did not complete.',
} as const;

/** The ids of the social login texts. */
export type SocialMessageId = keyof typeof enSocial;

/** The social login texts of one locale. */
export type SocialMessages = Record<SocialMessageId, string>;
