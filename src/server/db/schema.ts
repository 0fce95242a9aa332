import type { Generated, Selectable } from 'kysely';
import type { SubmissionKind } from './kinds';

export type { SubmissionKind } from './kinds';

/**
 * Table shapes as Kysely sees them. Times are milliseconds since the epoch
 * (BIGINT) so both engines compare and sort them the same way; flags are 0/1.
 */
interface ContactMessageTable {
  id: Generated<number>;
  created_at: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  spam: number;
  /** Staff workflow state (added by '0002_staff'); see src/server/staff/records.ts. */
  status: Generated<string>;
  /** `ENQ-2611-7KQ4` (added by '0006_references'); null on rows stored before. */
  reference: string | null;
  /** The staff_user id handling it ('0009_assignment'); null: unassigned. */
  assigned_to: string | null;
  /** When the first reply was queued; null: not answered yet. */
  replied_at: number | null;
  /** Language of the page the form was on ('en' until the translated pages arrive). */
  locale: Generated<string>;
}

interface CareerApplicationTable {
  id: Generated<number>;
  created_at: number;
  name: string;
  email: string;
  message: string;
  resume_file_name: string;
  resume_content_type: string;
  resume_size: number;
  spam: number;
  /** Staff workflow state (added by '0002_staff'); see src/server/staff/records.ts. */
  status: Generated<string>;
  /** The opening applied for, as the form named it; '' for a general application. */
  position: Generated<string>;
  /** `JOB-2611-7KQ4` (added by '0006_references'); null on rows stored before. */
  reference: string | null;
  /** The staff_user id handling it ('0009_assignment'); null: unassigned. */
  assigned_to: string | null;
  /** When the first reply was queued; null: not answered yet. */
  replied_at: number | null;
  locale: Generated<string>;
}

/** A supply enquiry from the /feedstock page ('0011_supply'): a farmer, mill or dairy offering feedstock. */
interface SupplyEnquiryTable {
  id: Generated<number>;
  created_at: number;
  name: string;
  /** An Indian mobile number in one form, "+91 98765 43210". */
  phone: string;
  /** '' when none was given (many suppliers have none): then no acknowledgement is sent. */
  email: string;
  village: string;
  district: string;
  /** A feedstock code of src/content/feedstock.ts, e.g. 'paddy-straw'. */
  feedstock: string;
  /** Approximate tonnes; null when not given. */
  tonnes: number | null;
  /** 'now' or a month code '01'-'12'; '' when not given. */
  month: string;
  spam: number;
  status: Generated<string>;
  reference: string | null;
  assigned_to: string | null;
  replied_at: number | null;
  locale: Generated<string>;
}

interface ResumeTable {
  application_id: number;
  bytes: Buffer;
}

type OutboxStatus = 'pending' | 'sending' | 'sent';

/** What a mail of the outbox is: the staff notification, or the visitor's acknowledgement (added by '0007_visitor_mail'). */
type MailPurpose = 'notify' | 'ack' | 'reply' | 'summary';

/** What an outbox row is about: a submission, or ('staff', with purpose 'summary') a staff_daily_summary row ('0010_daily_summary'). */
type OutboxKind = SubmissionKind | 'staff';

interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  submission_id: number;
  purpose: Generated<MailPurpose>;
  /** Tells apart two mails of one purpose about one submission; 0 when there is only one. */
  item: Generated<number>;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** Acknowledgements per hashed address: each of the three slots is taken for 24 hours (src/server/enquiries/acknowledgement.ts). */
interface AckSlotTable {
  key: string;
  slot: number;
  taken_at: number;
}

interface RateLimitTable {
  key: string;
  window_start: number;
  hits: number;
}

interface FormDraftTable {
  id: string;
  form: SubmissionKind;
  /** Hash of the client address that caused the draft (src/server/rate-limit.ts `clientKey`). */
  client: Generated<string>;
  payload: string;
  expires_at: number;
}

/* ---------- staff workspace ('0002_staff'); better-auth's own tables are typed by the library ---------- */

interface StaffSettingTable {
  key: string;
  value: string;
}

interface StaffNoteTable {
  id: Generated<number>;
  kind: SubmissionKind;
  submission_id: number;
  author_id: string;
  author_name: string;
  body: string;
  created_at: number;
}

/** A reply written in the workspace ('0008_replies'); its mail is the outbox row (kind, submission_id, 'reply', id). */
interface StaffReplyTable {
  id: Generated<number>;
  kind: SubmissionKind;
  submission_id: number;
  author_id: string;
  author_name: string;
  /** The Reply-To of the mail: answers reach the author directly. */
  author_email: string;
  body: string;
  created_at: number;
}

interface StaffAuditTable {
  id: Generated<number>;
  at: number;
  /** The staff account that acted (null for the scheduled purge or a failed sign-in to no account). */
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  kind: SubmissionKind | null;
  submission_id: number | null;
  /** Counts and flags only; never visitor data or an erased address. */
  detail: string;
}

/** One staff member's morning summary of one India-time day ('0010_daily_summary'): the unique (user_id, day) makes it one a day across instances. */
interface StaffDailySummaryTable {
  id: Generated<number>;
  user_id: string;
  /** YYYY-MM-DD, India time. */
  day: string;
  new_count: number;
  overdue_count: number;
  mine_count: number;
  created_at: number;
}

/** Staff members who turned the morning summary off (a row each). */
interface StaffSummaryOptOutTable {
  user_id: string;
  at: number;
}

export interface Database {
  contact_messages: ContactMessageTable;
  career_applications: CareerApplicationTable;
  supply_enquiries: SupplyEnquiryTable;
  resumes: ResumeTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  ack_slots: AckSlotTable;
  form_drafts: FormDraftTable;
  staff_settings: StaffSettingTable;
  staff_notes: StaffNoteTable;
  staff_audit: StaffAuditTable;
  staff_replies: StaffReplyTable;
  staff_daily_summary: StaffDailySummaryTable;
  staff_summary_opt_out: StaffSummaryOptOutTable;
}

export type ContactMessageRow = Selectable<ContactMessageTable>;
export type CareerApplicationRow = Selectable<CareerApplicationTable>;
export type SupplyEnquiryRow = Selectable<SupplyEnquiryTable>;
export type OutboxRow = Selectable<OutboxTable>;
