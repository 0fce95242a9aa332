import { z } from 'zod/mini';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MAX_LABEL, TEXT_LIMITS, fileExtension } from './limits';

export const careerFields = ['name', 'email', 'message', 'resume'] as const;
export type CareerField = (typeof careerFields)[number];

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
  email: z
    .string({ error: 'Please enter text.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address.'),
      z.maxLength(TEXT_LIMITS.email, `Please keep your e-mail address under ${TEXT_LIMITS.email} characters.`),
      z.email('Please enter a valid e-mail address, e.g. name@example.com.'),
    ),
  message: z
    .string({ error: 'Please enter text.' })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.message, `Please keep your message under ${TEXT_LIMITS.message} characters.`)),
});

export type CareerInput = z.infer<typeof careerSchema>;

export const resumeMessages = {
  missing: 'Please attach your résumé.',
  type: 'Please attach your résumé as a PDF, DOC or DOCX file.',
  tooLarge: `Your résumé is larger than ${RESUME_MAX_LABEL}. Please attach a smaller file.`,
  empty: 'The attached file is empty.',
  content: 'The attached file does not look like a PDF, DOC or DOCX document.',
} as const;

/** Name and size checks a browser can make before sending; null when fine. */
export function checkResumeMeta(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || !file.name) return resumeMessages.missing;
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return resumeMessages.type;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  if (file.size === 0) return resumeMessages.empty;
  return null;
}
