import { z } from 'zod/mini';
import { TEXT_LIMITS } from './limits';

/** The e-mail field of both forms: required, trimmed, bounded, a valid address. */
export const emailSchema = z
  .string({ error: 'Please enter text.' })
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your e-mail address.'),
    z.maxLength(TEXT_LIMITS.email, `Please keep your e-mail address under ${TEXT_LIMITS.email} characters.`),
    z.email('Please enter a valid e-mail address, e.g. name@example.com.'),
  );
