import * as z from 'zod/mini';

/** The modal's colour scheme. */
export const themeModeSchema = z.enum(['light', 'dark']);

/** A colour scheme. */
export type ThemeMode = z.output<typeof themeModeSchema>;
