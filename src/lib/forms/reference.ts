/**
 * The shape of a submission's reference, e.g. `ENQ-2611-7KQ4`: a three-letter
 * prefix naming the kind, the year and month it arrived (India time), and four
 * or more characters of Crockford's base 32 (no I, L, O or U, so it reads
 * aloud and copies by hand without ambiguity). Made by
 * src/server/enquiries/reference.ts; checked here for the pages that show one
 * from their address and for the workspace search.
 */
export const REFERENCE_PATTERN = /^[A-Z]{3}-\d{4}-[0-9A-HJKMNP-TV-Z]{4,8}$/;

/** A reference as typed by someone (any case, surrounding spaces) in its stored form, or null when it is not one. */
export function normaliseReference(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return REFERENCE_PATTERN.test(upper) ? upper : null;
}
