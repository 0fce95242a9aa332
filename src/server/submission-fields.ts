import 'server-only';
import type { CareerApplicationRow, ContactMessageRow } from './db/schema';

/*
 * What a contact message and a job application say, as staff read them: the inbox
 * command (./inbox.ts) and the workspace (./staff/records.ts) both build on these.
 */

export type ContactFields = { firstName: string; lastName: string; email: string; phone: string; company: string; service: string; message: string };

export type CareerFields = { name: string; email: string; message: string; resumeFileName: string; resumeContentType: string; resumeSize: number };

export function contactFields(row: ContactMessageRow): ContactFields {
  const { first_name: firstName, last_name: lastName, email, phone, company, service, message } = row;
  return { firstName, lastName, email, phone, company, service, message };
}

export function careerFields(row: CareerApplicationRow): CareerFields {
  const { name, email, message, resume_file_name: resumeFileName, resume_content_type: resumeContentType, resume_size: resumeSize } = row;
  return { name, email, message, resumeFileName, resumeContentType, resumeSize };
}
