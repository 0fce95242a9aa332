import 'server-only';
import { services } from '@/content/services';
import type { SubmissionKind } from '../db/kinds';

/*
 * Which team handles a submission. Applications go to HR, supply enquiries
 * (feedstock offered on /feedstock) to sales; a contact message
 * goes to the laboratory when the service it names is one of the laboratory's
 * services (the list is src/content/services.ts, the same titles the contact
 * form offers under "Laboratory testing"), otherwise to sales. A new
 * laboratory service on the services page is routed to the lab with no change
 * here. Roles and permissions (src/server/auth.ts) build on `deskOf`.
 */

export const DESKS = ['sales', 'lab', 'hr'] as const;
export type Desk = (typeof DESKS)[number];

/** The contact form's service values that are laboratory tests. */
export const LAB_SERVICES: readonly string[] = services.map((service) => service.title);

const isLabService = (service: string) => LAB_SERVICES.includes(service);

/** The kinds each desk handles some of (a contact message is sales' or the lab's, by its service). */
export const DESK_KINDS: Record<Desk, readonly SubmissionKind[]> = { sales: ['contact', 'supply'], lab: ['contact'], hr: ['career'] };

export function deskOf(kind: SubmissionKind, service = ''): Desk {
  if (kind === 'career') return 'hr';
  if (kind === 'supply') return 'sales';
  return isLabService(service) ? 'lab' : 'sales';
}
