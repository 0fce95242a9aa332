/*
 * The kinds of submission the site takes in, declared once. Everything that
 * names a kind (the schema's columns, the outbox, roles, the workspace, the
 * audit log, rate-limit keys, the forms' URLs) derives it from here, so a new
 * kind is one entry below plus its form, its table and its reader.
 */
import 'server-only';

export const SUBMISSION_KINDS = ['contact', 'career', 'supply'] as const;

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const isSubmissionKind = (value: unknown): value is SubmissionKind =>
  typeof value === 'string' && (SUBMISSION_KINDS as readonly string[]).includes(value);

/** The table each kind is stored in. */
export const SUBMISSION_TABLES = {
  contact: 'contact_messages',
  career: 'career_applications',
  supply: 'supply_enquiries',
} as const satisfies Record<SubmissionKind, string>;

export type SubmissionTable = (typeof SUBMISSION_TABLES)[SubmissionKind];

/** The first part of each kind's reference (`ENQ-2611-7KQ4`): src/server/enquiries/reference.ts. */
export const REFERENCE_PREFIXES = {
  contact: 'ENQ',
  career: 'JOB',
  supply: 'SUP',
} as const satisfies Record<SubmissionKind, string>;

/** The public page each kind's form is on; its no-JavaScript outcome pages are `{page}/sent` and `{page}/retry`. */
export const SUBMISSION_PAGES = {
  contact: '/contact',
  career: '/career',
  supply: '/feedstock',
} as const satisfies Record<SubmissionKind, string>;
