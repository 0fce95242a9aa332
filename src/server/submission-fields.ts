import 'server-only';
import { feedstockLabel, monthLabel } from '@/content/feedstock';
import type { CareerApplicationRow, ContactMessageRow, SupplyEnquiryRow } from './db/schema';

/*
 * What a contact message, a job application and a supply enquiry say, as staff read them: the inbox
 * command (./inbox.ts) and the workspace (./staff/records.ts) both build on these.
 */

export type ContactFields = { firstName: string; lastName: string; email: string; phone: string; company: string; service: string; message: string };

export type CareerFields = { name: string; email: string; message: string; resumeFileName: string; resumeContentType: string; resumeSize: number };

/** A supply enquiry with its codes in words: the feedstock's and the month's English names. */
export type SupplyFields = { name: string; phone: string; email: string; village: string; district: string; feedstock: string; tonnes: number | null; month: string };

export function supplyFields(row: SupplyEnquiryRow): SupplyFields {
  const { name, phone, email, village, district, tonnes } = row;
  return { name, phone, email, village, district, feedstock: feedstockLabel(row.feedstock), tonnes: tonnes === null ? null : Number(tonnes), month: row.month ? monthLabel(row.month) : '' };
}

export function contactFields(row: ContactMessageRow): ContactFields {
  const { first_name: firstName, last_name: lastName, email, phone, company, service, message } = row;
  return { firstName, lastName, email, phone, company, service, message };
}

export function careerFields(row: CareerApplicationRow): CareerFields {
  const { name, email, message, resume_file_name: resumeFileName, resume_content_type: resumeContentType, resume_size: resumeSize } = row;
  return { name, email, message, resumeFileName, resumeContentType, resumeSize };
}
