import 'server-only';
import { absoluteUrl } from '@/lib/site';
import type { OutboxRow } from '../db/schema';

/**
 * The Message-ID of one outbox row's mail: the same on every attempt and from every instance, so a mail
 * sent again after a lost acknowledgement from the SMTP server (delivery is at least once:
 * docs/decisions/017-enquiry-mail.md) is recognised as the same message by receiving systems, and replies
 * thread on the acknowledgement's.
 */
export function outboxMessageId(row: Pick<OutboxRow, 'id' | 'created_at' | 'purpose'>): string {
  const host = new URL(absoluteUrl('/')).hostname || 'localhost';
  return `<${row.purpose}.${row.id}.${row.created_at}@${host}>`;
}
