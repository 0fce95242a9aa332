import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MAX_LABEL, fileExtension } from './limits';

/**
 * The career form's fields and the résumé checks a browser can make, without the
 * validation library (the schema in career-schema.ts is loaded on submit).
 */
export const careerFields = ['name', 'email', 'position', 'message', 'resume'] as const;

/** How an application that names no opening is shown to staff (and the form's first choice). */
export const GENERAL_APPLICATION = 'General application';

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
