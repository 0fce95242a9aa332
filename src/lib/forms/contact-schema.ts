import { z } from 'zod/mini';
import { TEXT_LIMITS } from './limits';

export { contactFields, serviceOptions, servicePlaceholder, type ContactField } from './contact-fields';
import { serviceOptions } from './contact-fields';


const text = (max: number, tooLong: string) =>
  z.string({ error: 'Please enter text.' }).check(z.trim(), z.maxLength(max, tooLong));

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: 'Please enter text.' }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

/** Digits, spaces and + - ( ) . with at least six digits. */
const phonePattern = /^(?=(?:\D*\d){6})[+\d\s().-]*$/;

/**
 * The contact message, shared by the form
 * (field errors before sending) and POST /api/contact (422 with `errors`).
 */
export const contactSchema = z.object({
  firstName: requiredText(TEXT_LIMITS.name, 'Please enter your first name.', `Please keep your first name under ${TEXT_LIMITS.name} characters.`),
  lastName: text(TEXT_LIMITS.name, `Please keep your last name under ${TEXT_LIMITS.name} characters.`),
  email: z
    .string({ error: 'Please enter text.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address.'),
      z.maxLength(TEXT_LIMITS.email, `Please keep your e-mail address under ${TEXT_LIMITS.email} characters.`),
      z.email('Please enter a valid e-mail address, e.g. name@example.com.'),
    ),
  phone: z
    .string({ error: 'Please enter text.' })
    .check(
      z.trim(),
      z.maxLength(TEXT_LIMITS.phone, `Please keep the phone number under ${TEXT_LIMITS.phone} characters.`),
      z.refine((value) => value === '' || phonePattern.test(value), 'Please enter a valid phone number, e.g. +91 98765 43210.'),
    ),
  company: text(TEXT_LIMITS.company, `Please keep the company name under ${TEXT_LIMITS.company} characters.`),
  service: z.union([z.literal(''), z.enum(serviceOptions)], { error: 'Please choose a service from the list.' }),
  message: requiredText(TEXT_LIMITS.message, 'Please enter your message.', `Please keep your message under ${TEXT_LIMITS.message} characters.`),
});

export type ContactInput = z.infer<typeof contactSchema>;
