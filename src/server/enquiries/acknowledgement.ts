import 'server-only';
import { createHash } from 'node:crypto';
import { company } from '@/content/company';
import { acknowledgementMail, mailWorkingHours, type AcknowledgementCopy } from '@/content/enquiry-mail';
import { inLocale } from '@/content/i18n';
import { isLocale, LOCALE_INFO, type Locale } from '@/lib/i18n';
import { whatsappLink } from '@/lib/whatsapp';
import type { SubmissionKind } from '../db/kinds';
import type { MailMessage } from '../mail';

/*
 * The acknowledgement a visitor receives when a contact message or an
 * application is stored. It is built from src/content/enquiry-mail.ts and the
 * stored reference only: nothing the visitor typed (no name, message, company
 * or address they wrote) goes into it, so the form cannot be used to send a
 * stranger a mail with chosen words. At most ACK_ALLOWANCE.max per address per
 * ACK_ALLOWANCE.windowMs, counted in the database across instances
 * (src/server/db/queries.ts `takeAckSlot`); none for spam.
 */

export const ACK_ALLOWANCE = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The address as the allowance counts it: a hash of its lower-cased form, so `ack_slots` keeps no address. */
export function acknowledgementKey(email: string): string {
  return createHash('sha256').update(`ack\u0000${email.trim().toLowerCase()}`).digest('hex').slice(0, 40);
}

/** A supported mail language, or English for anything else (the form's `locale` field is visitor input). */
export function mailLocale(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The acknowledgement's subject, plain text and HTML for one stored submission. */
export function acknowledgementContent(kind: SubmissionKind, reference: string, locale: string): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const language = mailLocale(locale);
  return inLocale(language, () => composeAcknowledgement(kind, reference, language));
}

function composeAcknowledgement(kind: SubmissionKind, reference: string, language: Locale): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const copy: AcknowledgementCopy = acknowledgementMail[kind];
  const values = {
    reference,
    company: company.shortName,
    phone: company.phones.office.display,
    whatsapp: company.phones.whatsapp.display,
    whatsappLink: whatsappLink(company.phones.whatsapp.e164),
    email: kind === 'career' ? company.careersEmail : company.email,
    hours: mailWorkingHours.text,
  };
  const paragraphs = copy.paragraphs.map((paragraph) => fill(paragraph, values));
  const reach = copy.reach.map((line) => ({ label: line.label, value: fill(line.value, values), link: line.link ? fill(line.link, values) : undefined }));
  const signOff = fill(copy.signOff, values);
  const footer = fill(copy.footer, values);
  const text = [copy.greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...reach.map((r) => `${r.label}: ${r.value}${r.link ? ` (${r.link})` : ''}`), '', signOff, '', '--', footer, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${LOCALE_INFO[language].htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(fill(copy.subject, values))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:36rem">',
    `<p>${escapeHtml(copy.greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<p>',
    reach
      .map((r) => `${escapeHtml(r.label)}: ${r.link ? `<a href="${escapeHtml(r.link)}">${escapeHtml(r.value)}</a>` : escapeHtml(r.value)}`)
      .join('<br>'),
    '</p>',
    `<p>${escapeHtml(signOff).replace(/\n/g, '<br>')}</p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: fill(copy.subject, values), text, html };
}
