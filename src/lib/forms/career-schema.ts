import { z } from 'zod/mini';
import { emailSchema } from './email';
import { TEXT_LIMITS } from './limits';

export { careerFields, checkResumeMeta, resumeMessages } from './career-fields';

/**
 * The application's text fields, shared by
 * the form and POST /api/career-apply. The résumé is checked by
 * `checkResumeMeta` here and by its first bytes on the server.
 */
export const careerSchema = z.object({
  name: z
    .string({ error: 'Please enter text.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your full name.'),
      z.maxLength(TEXT_LIMITS.name, `Please keep your name under ${TEXT_LIMITS.name} characters.`),
    ),
  email: emailSchema,
  /** The opening's title from the form's select; '' (or absent) for a general application. */
  position: z.optional(
    z
      .string({ error: 'Please choose a position.' })
      .check(z.trim(), z.maxLength(TEXT_LIMITS.position, `Please keep the position under ${TEXT_LIMITS.position} characters.`)),
  ),
  message: z
    .string({ error: 'Please enter text.' })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.message, `Please keep your message under ${TEXT_LIMITS.message} characters.`)),
});

export type CareerInput = z.infer<typeof careerSchema>;
