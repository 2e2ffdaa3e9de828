import * as z from 'zod/mini';

/** Social login providers offered by the modal. */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** A social login provider. */
export type SocialProvider = z.output<typeof socialProviderSchema>;
