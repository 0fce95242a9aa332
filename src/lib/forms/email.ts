import { z } from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { fieldMessages as m } from './messages';

/** The e-mail field of both forms: required, trimmed, bounded, a valid address. */
export const emailSchema = z
  .string({ error: m.notText })
  .check(
    z.trim(),
    z.minLength(1, m.emailMissing),
    z.maxLength(TEXT_LIMITS.email, m.emailLong),
    z.email(m.emailInvalid),
  );
