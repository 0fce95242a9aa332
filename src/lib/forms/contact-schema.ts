import { z } from 'zod/mini';
import { emailSchema } from './email';
import { TEXT_LIMITS } from './limits';

export { contactFields } from './contact-fields';

const text = (max: number, tooLong: string) =>
  z.string({ error: 'Please enter text.' }).check(z.trim(), z.maxLength(max, tooLong));

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: 'Please enter text.' }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

/** Digits, spaces and + - ( ) . with at least six digits. */
const phonePattern = /^(?=(?:\D*\d){6})[+\d\s().-]*$/;

/**
 * The contact message, shared by the form (field errors before sending) and
 * POST /api/contact (422 with `errors`). `services` are the options of the
 * "Service Interested In" list (src/content/contact.ts `contactServiceOptions`):
 * the page hands them to the form, so the schema itself does not load the content.
 */
export const contactSchemaFor = (services: readonly [string, ...string[]]) => z.object({
  firstName: requiredText(TEXT_LIMITS.name, 'Please enter your first name.', `Please keep your first name under ${TEXT_LIMITS.name} characters.`),
  lastName: text(TEXT_LIMITS.name, `Please keep your last name under ${TEXT_LIMITS.name} characters.`),
  email: emailSchema,
  phone: z
    .string({ error: 'Please enter text.' })
    .check(
      z.trim(),
      z.maxLength(TEXT_LIMITS.phone, `Please keep the phone number under ${TEXT_LIMITS.phone} characters.`),
      z.refine((value) => value === '' || phonePattern.test(value), 'Please enter a valid phone number, e.g. +91 98765 43210.'),
    ),
  company: text(TEXT_LIMITS.company, `Please keep the company name under ${TEXT_LIMITS.company} characters.`),
  service: z.union([z.literal(''), z.enum(services)], { error: 'Please choose a service from the list.' }),
  message: requiredText(TEXT_LIMITS.message, 'Please enter your message.', `Please keep your message under ${TEXT_LIMITS.message} characters.`),
});

export type ContactInput = z.infer<ReturnType<typeof contactSchemaFor>>;
