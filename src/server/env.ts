import 'server-only';
import { z } from 'zod';

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().positive())
    .optional()
    .transform((value) => value ?? fallback);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * Every environment variable the server reads, parsed once with Zod.
 * An invalid value fails fast with a message naming the variable.
 */
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || 'file:./data/site.db')
    .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), 'must start with file: or postgres://'),
  /** Most connections each server process opens to PostgreSQL. */
  PG_POOL_MAX: positiveInt(10),
  SMTP_URL: optionalText.refine((value) => !value || /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://'),
  MAIL_FROM: optionalText,
  NOTIFY_TO: optionalText,
  RATE_LIMIT_MAX: positiveInt(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  /** Number of reverse proxies in front of the server whose X-Forwarded-For entries are trusted (0 = none). */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .pipe(z.number().int().min(0).max(10)),
  OUTBOX_POLL_MS: positiveInt(5000),
  OUTBOX_RETRY_BASE_MS: positiveInt(10_000),
  OUTBOX_RETRY_MAX_MS: positiveInt(3_600_000),
  SITE_URL: optionalText.refine((value) => !value || URL.canParse(value), 'must be an absolute URL'),
  /** Signs staff session cookies; when unset, a random secret is made once and kept in the database (src/server/auth.ts). */
  AUTH_SECRET: optionalText.refine((value) => !value || value.length >= 32, 'must be at least 32 characters'),
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

/** The parsed environment (cached; `resetEnv()` re-reads it, for tests). */
export function env(): ServerEnv {
  if (!cached) {
    const result = envSchema.safeParse(process.env);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = result.data;
  }
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}
