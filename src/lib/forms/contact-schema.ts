import { z } from 'zod/mini';
import { emailSchema } from './email';
import { TEXT_LIMITS } from './limits';
import { fieldMessages as m } from './messages';

export { contactFields } from './contact-fields';

const text = (max: number, tooLong: string) =>
  z.string({ error: m.notText }).check(z.trim(), z.maxLength(max, tooLong));

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: m.notText }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

/** Digits, spaces and + - ( ) . with at least six digits. */
const phonePattern = /^(?=(?:\D*\d){6})[+\d\s().-]*$/;

/**
 * The contact message, shared by the form (field errors before sending) and
 * POST /api/contact (422 with `errors`). `services` are the options of the
 * "Service Interested In" list (src/content/contact.ts `contactServiceOptions`):
 * the page hands them to the form, so the schema itself does not load the content.
 */
export const contactSchemaFor = (services: readonly [string, ...string[]]) => z.object({
  firstName: requiredText(TEXT_LIMITS.name, m.firstNameMissing, m.firstNameLong),
  lastName: text(TEXT_LIMITS.name, m.lastNameLong),
  email: emailSchema,
  phone: z
    .string({ error: m.notText })
    .check(
      z.trim(),
      z.maxLength(TEXT_LIMITS.phone, m.phoneLong),
      z.refine((value) => value === '' || phonePattern.test(value), m.phoneInvalid),
    ),
  company: text(TEXT_LIMITS.company, m.companyLong),
  service: z.union([z.literal(''), z.enum(services)], { error: m.serviceUnknown }),
  message: requiredText(TEXT_LIMITS.message, m.messageMissing, m.messageLong),
});

export type ContactInput = z.infer<ReturnType<typeof contactSchemaFor>>;
