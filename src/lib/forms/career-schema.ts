import { z } from 'zod/mini';
import { emailSchema } from './email';
import { TEXT_LIMITS } from './limits';

export { careerFields, checkResumeMeta, resumeMessages, type CareerField } from './career-fields';

/**
 * The application's text fields (spec §3 "Career form payload"), shared by
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
  message: z
    .string({ error: 'Please enter text.' })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.message, `Please keep your message under ${TEXT_LIMITS.message} characters.`)),
});

export type CareerInput = z.infer<typeof careerSchema>;
