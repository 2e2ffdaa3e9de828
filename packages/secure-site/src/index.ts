export { createSecureSite, DEFAULT_LIMITS } from './server/createSecureSite.js';
export type { SecureSite, SecureSiteOptions } from './server/createSecureSite.js';
export type { CodeLimits } from './server/context.js';
export { readSecureSiteEnv } from './server/env.js';
export type { SecureSiteEnv } from './server/env.js';
export { generateServerKey } from './server/keys/serverKey.js';
export { isOriginAllowed } from './server/origins/matchOrigin.js';
export type { Mailer, CodePurpose } from './server/mail/mailer.js';
export { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './server/codes/oneTimeCodes.js';
