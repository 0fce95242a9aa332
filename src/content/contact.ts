import { contactHref, projectServiceOptions, serviceOptions } from '@/lib/forms/contact-fields';
import { services } from './services';
import { english, translatable } from './i18n';

/**
 * The "Service Interested In" list: the eight services, then the five laboratory
 * tests (named as on their service pages) as a second group (decisions.md
 * "Contact form services"), then what the technology and service pages offer, so a
 * page's call to action can open the form with its own offer chosen (contactHref).
 */
const contactServiceGroups: { label: string; options: readonly string[] }[] = translatable('contact.contactServiceGroups', [
  { label: 'Engineering, partnerships and general enquiries', options: serviceOptions },
  { label: 'Laboratory testing', options: services.map((service) => service.title) },
  { label: 'A plant, a trial or a fuel of your own', options: projectServiceOptions },
]);
export const contactServiceOptions = english(contactServiceGroups).flatMap((group) => group.options) as [string, ...string[]];

/** The list as the form shows it: each option's English name as its value, its label in the page's language. */
export function contactServiceChoices() {
  return contactServiceGroups.map((group, g) => ({
    label: group.label,
    options: group.options.map((label, i) => ({ value: english(contactServiceGroups)[g]!.options[i]!, label })),
  }));
}

/**
 * Copy for /contact and its outcome pages. Identity values (phones, e-mail,
 * address, hours) come from company.ts; the form's options and limits from
 * src/lib/forms.
 */
export const contactContent = translatable('contact.contactContent', {
  hero: {
    badge: 'Get in touch',
    title: 'Contact Us',
    subtitle:
      'Ask for a quote, book a consultation or send us a sample question. Engineers and scientists read every message and reply within one working day.',
  },
  form: {
    title: 'Send us a message',
    intro:
      'Tell us about your feedstock, site or test requirement. The more we know about quantities, location and timelines, the more useful our first answer will be.',
    requiredNote: 'Fields marked * are required.',
    /**
     * Above the fields: three visitors with a better door than a blank message. A farmer's offer
     * goes to the supply enquiry; the other two open this form with their offer chosen.
     */
    /** Under the form, before a link to WhatsApp (company.ts, whatsappContact.action). */
    whatsappNote: 'Rather not write, or no e-mail to hand?',
    routes: {
      label: 'Go straight to what you need',
      /** On a phone, under the routes: the numbers are otherwise after the whole form. `{phone}` is the sales line's label. */
      call: 'Rather talk? Call {phone}',
      items: [
        { who: 'Farmers', what: 'Sell us crop residue', href: '/feedstock#enquiry' },
        { who: 'Mills, dairies and researchers', what: 'Test a feedstock sample', href: contactHref('BMP/BHP Testing') },
        { who: 'Municipalities', what: 'Plan a waste-to-CBG plant', href: contactHref('City waste to CBG') },
      ],
    },
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      service: 'Service Interested In',
      message: 'Message',
    },
    placeholders: {
      message: 'For example: we have 15 tonnes a day of press mud and want BMP tests before designing a digester.',
    },
    submit: 'Send Message',
    sending: 'Sending...',
    honeypotLabel: 'Leave this field empty',
  },
  info: {
    title: 'Contact information',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    addressLabel: 'Address',
    hoursLabel: 'Business hours',
    responseTitle: 'Quick response',
    responseText: 'We answer every e-mail within one working day.',
  },
  offices: {
    eyebrow: 'Where we work',
    title: 'Our office',
    intro:
      'Our laboratory and engineering team work from Pune. Visits to the lab are by appointment so that a scientist is free to walk you through the instruments.',
  },
  map: {
    intro: 'The map is served by OpenStreetMap and loads only when you ask for it.',
    frameTitle: 'Map of our Pune office on OpenStreetMap',
  },
  sent: {
    title: 'Message sent',
    subtitle: 'Thank you for writing to us.',
    body: 'Your message has been stored and our team has been notified. We reply to every message within one working day; for urgent matters, call our office.',
    back: 'Back to the contact page',
    home: 'Go to the home page',
  },
  retry: {
    title: 'Your message was not sent',
    subtitle: 'Please check the form below and send it again.',
  },
} as const);

/** OpenStreetMap embed URL around a point, with a marker. */
export function openStreetMapEmbed(latitude: number, longitude: number, span = 0.01): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((n) => n.toFixed(4)).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

export function openStreetMapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
