/**
 * The site's languages. English is the source and lives at the root (`/about`);
 * Hindi and Marathi pages are to follow under `/hi/…` and `/mr/…`
 * (docs/decisions/016-route-trees-and-languages.md).
 */
export type Locale = 'en' | 'hi' | 'mr';

/** The `<html lang>` value: the language as spoken in India. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };
