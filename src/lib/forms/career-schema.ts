import { z } from 'zod/mini';
import { emailSchema } from './email';
import { TEXT_LIMITS } from './limits';
import { fieldMessages as m } from './messages';

export { careerFields, checkResumeMeta, resumeMessages } from './career-fields';

/**
 * The application's text fields, shared by
 * the form and POST /api/career-apply. The résumé is checked by
 * `checkResumeMeta` here and by its first bytes on the server.
 */
export const careerSchema = z.object({
  name: z
    .string({ error: m.notText })
    .check(
      z.trim(),
      z.minLength(1, m.nameMissing),
      z.maxLength(TEXT_LIMITS.name, m.nameLong),
    ),
  email: emailSchema,
  /** The opening's title from the form's select; '' (or absent) for a general application. */
  position: z.optional(
    z
      .string({ error: m.positionInvalid })
      .check(z.trim(), z.maxLength(TEXT_LIMITS.position, m.positionLong)),
  ),
  message: z
    .string({ error: m.notText })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.message, m.messageLong)),
});

export type CareerInput = z.infer<typeof careerSchema>;
