import * as z from 'zod/mini';

/** An email address in zod's syntax, at most 254 characters (the SMTP path limit). */
export const emailSchema = z.email().check(z.maxLength(254));
