import 'server-only';
import { randomInt } from 'node:crypto';
import { REFERENCE_PREFIXES, type SubmissionKind } from '../db/kinds';

/*
 * A submission's reference (`ENQ-2611-7KQ4`): what the visitor quotes on the
 * phone and what staff search for. Random rather than the row id, so it says
 * nothing about how many enquiries the company gets and cannot be guessed
 * from a neighbour's. Unique per table by a unique index (migration
 * '0006_references' in src/server/db/migrations.ts): a collision makes the
 * insert fail, and src/server/db/queries.ts stores again with a fresh one,
 * so two instances can never hand out the same reference.
 */

/** Crockford's base 32: digits and capitals without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Four random characters give 32⁴ ≈ 1 million per kind and month; after a collision the retry takes more. */
export function newReference(kind: SubmissionKind, now: number, attempt = 0, random: (max: number) => number = randomInt): string {
  // The month as people in Pune see it (India has no daylight saving: UTC+05:30 all year).
  const ist = new Date(now + 330 * 60 * 1000);
  const month = `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  const length = attempt < 2 ? 4 : 6;
  let tail = '';
  for (let i = 0; i < length; i += 1) tail += ALPHABET[random(ALPHABET.length)];
  return `${REFERENCE_PREFIXES[kind]}-${month}-${tail}`;
}
