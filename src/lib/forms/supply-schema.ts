import { z } from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { TONNES_RANGE } from './supply-fields';

export { supplyFields } from './supply-fields';

/** The schema's words, from the page's content module (src/content/feedstock.ts `errors`), so they can be translated. */
export type SupplyErrors = {
  text: string;
  nameMissing: string;
  nameTooLong: string;
  phoneMissing: string;
  phoneInvalid: string;
  emailInvalid: string;
  emailTooLong: string;
  placeTooLong: string;
  feedstockMissing: string;
  tonnesInvalid: string;
  tonnesRange: string;
  monthInvalid: string;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * An Indian mobile number as people write it: ten digits starting with 6-9, after an
 * optional +91, 91 or 0, with spaces, dots or hyphens anywhere ("+91 98765 43210",
 * "098765-43210", "9876543210"). Landlines are not taken: the team calls back on a mobile.
 */
const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** The number in one stored form, "+91 98765 43210", or null when it is not an Indian mobile number. */
export function normaliseMobile(value: string): string | null {
  const match = MOBILE.exec(value.replace(/[\s.()-]/g, ''));
  if (!match) return null;
  const digits = match[1]!;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * Approximate tonnes as typed: digits with an optional decimal part ("12", "2.5", "1,200"
 * with a thousands comma). Returns null for anything else.
 */
export function parseTonnes(value: string): number | null {
  const compact = value.replace(/[\s,]/g, '');
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
}

/**
 * The supply enquiry, shared by the form (field errors before sending) and POST
 * /api/supply (422 with `errors`). The feedstock codes and month codes are the
 * form's options (src/content/feedstock.ts); the page hands them in, so the schema
 * does not load the content. Output: the phone in its stored form, tonnes as a
 * number or null, the other fields trimmed ('' when left empty).
 */
export function supplySchemaFor(options: { feedstocks: readonly [string, ...string[]]; months: readonly [string, ...string[]]; errors: SupplyErrors }) {
  const { errors } = options;
  const text = (max: number, tooLong: string) => z.string({ error: errors.text }).check(z.trim(), z.maxLength(max, fill(tooLong, { max })));
  return z.object({
    name: z
      .string({ error: errors.text })
      .check(z.trim(), z.minLength(1, errors.nameMissing), z.maxLength(TEXT_LIMITS.name, fill(errors.nameTooLong, { max: TEXT_LIMITS.name }))),
    phone: z.pipe(
      z.string({ error: errors.text }).check(
        z.trim(),
        z.minLength(1, errors.phoneMissing),
        z.maxLength(TEXT_LIMITS.phone, errors.phoneInvalid),
        z.refine((value) => value === '' || normaliseMobile(value) !== null, errors.phoneInvalid),
      ),
      z.transform((value: string) => normaliseMobile(value) ?? value),
    ),
    email: z
      .string({ error: errors.text })
      .check(
        z.trim(),
        z.maxLength(TEXT_LIMITS.email, fill(errors.emailTooLong, { max: TEXT_LIMITS.email })),
        z.refine((value) => value === '' || z.email().safeParse(value).success, errors.emailInvalid),
      ),
    village: text(TEXT_LIMITS.place, errors.placeTooLong),
    district: text(TEXT_LIMITS.place, errors.placeTooLong),
    feedstock: z.enum(options.feedstocks, { error: errors.feedstockMissing }),
    tonnes: z.pipe(
      z.string({ error: errors.text }).check(
        z.trim(),
        z.refine((value) => value === '' || parseTonnes(value) !== null, errors.tonnesInvalid),
        z.refine((value) => {
          const tonnes = value === '' ? null : parseTonnes(value);
          return tonnes === null || (tonnes >= TONNES_RANGE.min && tonnes <= TONNES_RANGE.max);
        }, fill(errors.tonnesRange, { min: TONNES_RANGE.min, max: TONNES_RANGE.max.toLocaleString('en-IN') })),
      ),
      z.transform((value: string) => (value === '' ? null : parseTonnes(value))),
    ),
    month: z.union([z.literal(''), z.enum(options.months)], { error: errors.monthInvalid }),
  });
}

export type SupplyInput = z.infer<ReturnType<typeof supplySchemaFor>>;
