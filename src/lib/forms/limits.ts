/**
 * Limits shared by the two forms (browser attributes and checks) and the
 * route handlers. Plain constants, no Zod: client components import this file
 * without pulling in a validation library.
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  position: 150,
  /** Village, taluka or district of a supply enquiry. */
  place: 100,
  message: 5000,
} as const;

/** Largest résumé accepted: 5 MB (5 × 1024 × 1024 bytes). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_LABEL = '5 MB';
/** Accepted résumé extensions (the `accept` attribute of the file input). */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** Largest contact request body (JSON, urlencoded or multipart) in bytes. */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;
/** Largest application request body: the résumé plus room for the text fields and multipart framing. */
export const CAREER_MAX_BODY_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/**
 * Name of the hidden honeypot field. People never see or fill it; form-filling
 * bots usually do. A filled honeypot gets a success-looking answer, is stored
 * flagged as spam and nobody is notified.
 */
export const HONEYPOT_FIELD = 'website';

/** Human-readable byte size, e.g. "1.4 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Lower-case extension of a file name including the dot, or '' when none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}
