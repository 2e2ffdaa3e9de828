/**
 * English texts of email login (the email field, code entry, device approval, email update), the embedded
 * wallet's approval area and the auth connector's alerts, part of `en`. The alert titles and the error texts
 * are the product's, word for word.
 */
export const enEmail = {
  'view.EmailVerifyOtp': 'Confirm email',
  'view.EmailVerifyDevice': 'Register device',
  'view.UpdateEmail': 'Edit email',
  'view.UpdateEmailPrimaryOtp': 'Confirm current email',
  'view.UpdateEmailSecondaryOtp': 'Confirm new email',

  'email.label': 'Email',
  'email.submit': 'Continue with email',
  'email.invalid': 'Enter a valid email address',
  'email.cooldown': 'Please try again after {seconds} seconds',
  'email.rateLimited': 'Too many requests; try again later',

  'otp.body': 'Enter the code we sent to {email}',
  'otp.label': 'One-time code',
  'otp.digit': 'Digit {position} of {count}',
  'otp.verifying': 'Verifying code',
  'otp.resend': 'Resend code',
  'otp.resendIn': 'Resend code in {seconds} s',
  'otp.resent': 'A new code is on its way',
  'otp.invalid': 'Invalid code',
  'otp.expired': 'The code has expired; request a new one',
  'otp.tooManyAttempts': 'Too many wrong attempts; request a new code',

  'device.heading': 'Approve the login from your email',
  'device.body': 'We sent a link to {email}. Open it to approve this device.',
  'device.waiting': 'Waiting for approval',

  'updateEmail.label': 'New email',
  'updateEmail.body': 'A code goes to your current email first, then one to the new address.',
  'updateEmail.submit': 'Continue',
  'updateEmail.same': 'This is already your email',
  'updateEmail.done': 'Email updated',
  'account.updateEmail': 'Edit email',

  'approve.embeddedHeading': 'Approve the request in your wallet',
  'error.actionNotAllowed': 'Action not allowed',

  'alert.iframeLoadFailed': 'Network Error - Could not load embedded wallet',
  'alert.iframeLoadFailedHint': 'The embedded wallet could not be loaded. Check the connection and try again.',
  'alert.iframeRequestTimeout': 'Embedded Wallet Request Timed Out',
  'alert.iframeRequestTimeoutHint': 'The embedded wallet took too long to answer. Try again.',
  'alert.invalidAppConfigurationHint': "This site's origin is not in the project's list of allowed origins.",
  'alert.sessionExpired': 'Session Expired',
  'alert.sessionExpiredHint': "Check that this device's time settings are correct, then reconnect.",
} as const;

/** The ids of the email texts. */
export type EmailMessageId = keyof typeof enEmail;

/** The email texts of one locale. */
export type EmailMessages = Record<EmailMessageId, string>;
