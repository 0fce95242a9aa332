import 'server-only';
import { createHash } from 'node:crypto';
import type { SubmissionKind as FormKind } from './db/kinds';
import type { Connection } from './db';
import { countRateLimitHit, pruneRateLimits } from './db/queries';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter per form and client address, stored in the database
 * so every server instance counts against the same limit. The key is a hash:
 * raw addresses are not kept. One atomic upsert per stored submission.
 */
export async function takeRateLimit(
  connection: Connection,
  options: { form: FormKind; address: string; max: number; windowSeconds: number; now?: number },
): Promise<RateLimitResult> {
  const now = options.now ?? Date.now();
  const windowMs = options.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const key = clientKey(options.form, options.address);
  const hits = await countRateLimitHit(connection, key, windowStart);
  if (Math.random() < 0.02) await pruneRateLimits(connection, windowStart - windowMs).catch(() => {});
  if (hits <= options.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** A stable key for a client address within a purpose (rate limit, drafts): a hash, so raw addresses are not stored. */
export function clientKey(purpose: string, address: string): string {
  return createHash('sha256').update(`${purpose}\u0000${address}`).digest('hex').slice(0, 40);
}
