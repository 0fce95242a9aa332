import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table shapes as Kysely sees them. Times are milliseconds since the epoch
 * (BIGINT) so both engines compare and sort them the same way; flags are 0/1.
 */
export interface ContactMessageTable {
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
}

export interface CareerApplicationTable {
  id: Generated<number>;
  created_at: number;
  name: string;
  email: string;
  message: string;
  resume_file_name: string;
  resume_content_type: string;
  resume_size: number;
  spam: number;
  /** The opening applied for, as the form named it; '' for a general application. */
  position: Generated<string>;
}

export interface ResumeTable {
  application_id: number;
  bytes: Buffer;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent';

export interface OutboxTable {
  id: Generated<number>;
  kind: 'contact' | 'career';
  submission_id: number;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface FormDraftTable {
  id: string;
  form: 'contact' | 'career';
  payload: string;
  expires_at: number;
}

export interface Database {
  contact_messages: ContactMessageTable;
  career_applications: CareerApplicationTable;
  resumes: ResumeTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  form_drafts: FormDraftTable;
}

export type ContactMessageRow = Selectable<ContactMessageTable>;
export type CareerApplicationRow = Selectable<CareerApplicationTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
