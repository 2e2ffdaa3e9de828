import * as z from 'zod';

/** An email address in zod's syntax, at most 254 characters (the SMTP path limit). */
export const emailSchema = z.email().max(254);
