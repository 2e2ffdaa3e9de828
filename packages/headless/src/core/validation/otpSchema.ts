import * as z from 'zod/mini';

/** A one-time code as typed by the user; its format is checked by the server that issued it. */
export const otpSchema = z.string();
