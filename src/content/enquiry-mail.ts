/**
 * The words of the mails a visitor receives after writing to us: the
 * acknowledgement sent when a contact message, an application or a supply
 * enquiry (only when its sender gave an e-mail address) arrives, and the lines
 * around a staff member's reply. Written in English; the Hindi and Marathi
 * versions are in content/i18n/{hi,mr}/enquiry-mail.yaml, and a mail is composed
 * in the language of the page the form was on (src/server/enquiries/).
 *
 * These templates may contain only our own words and the placeholders below,
 * never anything the visitor typed: the form must not become a way to send
 * someone a mail with chosen words. Placeholders: {reference}, {company},
 * {phone}, {whatsapp}, {whatsappLink}, {email}, {hours}.
 */
import { translatable } from './i18n';

export type AcknowledgementCopy = {
  subject: string;
  greeting: string;
  /** One paragraph each. */
  paragraphs: string[];
  /** Labelled lines under the paragraphs: how to reach us. */
  reach: { label: string; value: string; link?: string }[];
  signOff: string;
  /** The small print: why they got this mail and that replying is fine. */
  footer: string;
};

type KindCopy = { contact: AcknowledgementCopy; career: AcknowledgementCopy; supply: AcknowledgementCopy };

const reachUs = [
  { label: 'Office phone', value: '{phone}' },
  { label: 'WhatsApp', value: '{whatsapp}', link: '{whatsappLink}' },
  { label: 'E-mail', value: '{email}' },
];

export const acknowledgementMail: KindCopy = translatable('enquiry-mail.acknowledgementMail', {
    contact: {
      subject: 'We have received your enquiry ({reference})',
      greeting: 'Hello,',
      paragraphs: [
        'Thank you for writing to {company}. Your enquiry has reached our team under the reference {reference}. Please quote it when you call or write.',
        'What happens next: the right specialist reads your enquiry and replies by e-mail within one working day ({hours}), usually sooner. If we need samples, site details or drawings, the reply says so.',
        'If it is urgent, call or message us on WhatsApp and mention the reference.',
      ],
      reach: reachUs,
      signOff: 'With regards,\nThe {company} team',
      footer: 'You receive this mail because this address was entered in the contact form on our website. If that was not you, please ignore it; no account was created and you will not receive newsletters.',
    },
    career: {
      subject: 'We have received your application ({reference})',
      greeting: 'Hello,',
      paragraphs: [
        'Thank you for applying to {company}. Your application and résumé have reached our HR team under the reference {reference}. Please quote it when you write or call.',
        'What happens next: HR reads every application and replies by e-mail within one working day ({hours}) with the next step. If your profile does not fit an opening today, we keep your application for twelve months and write if a suitable role opens.',
      ],
      reach: reachUs,
      signOff: 'With regards,\nHR, {company}',
      footer: 'You receive this mail because this address was entered in the application form on our website. If that was not you, please ignore it.',
    },
    supply: {
      subject: 'We have received your supply enquiry ({reference})',
      greeting: 'Hello,',
      paragraphs: [
        'Thank you for offering feedstock to {company}. Your enquiry has reached our feedstock team under the reference {reference}.',
        'What happens next: our field officer calls you on the mobile number you gave within two working days ({hours}) to agree the rate and the pickup date.',
        'If you do not hear from us, call or message us on WhatsApp and mention the reference.',
      ],
      reach: reachUs,
      signOff: 'With regards,\nThe {company} feedstock team',
      footer: 'You receive this mail because this address was entered in the supply enquiry form on our website. If that was not you, please ignore it.',
    },
});

/**
 * A reply written in the workspace: the staff member's text goes out as written, between these lines.
 * Placeholders: {reference}, {company}, {author}, {phone}, {whatsapp}.
 */
export const replyMail: { subject: string; signature: string; footer: string } = translatable('enquiry-mail.replyMail', {
  subject: 'Re: your enquiry {reference} to {company}',
  signature: '{author}\n{company}\nOffice {phone} · WhatsApp {whatsapp}',
  footer: 'Reply to this e-mail to reach {author} directly. Reference: {reference}.',
});

/**
 * The staff's working day, which decides when an enquiry is overdue (src/server/enquiries/working-hours.ts)
 * and when the morning summary goes out: Monday to Saturday, India time, except src/content/holidays.ts.
 * It is longer than the front office's opening hours in src/content/company.ts (visits and calls): the
 * team answers mail until 18:30 on Saturdays too. One working day is a whole day's hours (opens to
 * closes): an enquiry that arrives on Friday afternoon is due by the same time on Saturday, one on
 * Saturday afternoon by Monday's; every page promises it in these words. The sentences below state
 * these times in words; a unit test (tests/unit/enquiries/working-hours.test.ts) holds them to these values.
 */
export const workingClock = { opens: '09:30', closes: '18:30', overdueAfterWorkingDays: 1 } as const;

/** Working hours as the acknowledgement states them (the same hours decide when a reply is overdue). */
export const mailWorkingHours = translatable('enquiry-mail.mailWorkingHours', {
  text: 'Monday to Saturday, 09:30 to 18:30 India time, except public holidays',
});
