import { whatsappLink } from '@/lib/whatsapp';
import { translatable } from './i18n';

/**
 * The company's identity, in one place. Every page, the footer, the
 * structured data and the e-mails read these values; none hard-codes them.
 * All values are fictional samples: replace them with the real ones.
 */
export type PhoneNumber = {
  /** Who answers, shown beside the number everywhere it appears, e.g. "Sales". */
  label: string;
  /** As printed for people, e.g. "+91 98765 43210". */
  display: string;
  /** E.164 form used in tel: links, e.g. "+919876543210". */
  e164: string;
};

export type OpeningHours = {
  label: string;
  /** schema.org day names, e.g. ["Monday", "Tuesday"]. */
  days: string[];
  opens: string; // 24-hour "09:00"
  closes: string; // 24-hour "18:00"
  display: string; // "9 am – 6 pm"
};

export type SocialLink = {
  name: string;
  kind: 'video' | 'photos' | 'professional';
  href: string;
};

export type Office = {
  city: string;
  address: string;
  phone: PhoneNumber;
  email: string;
};

export const company = translatable('company.company', {
  name: 'Aranya Bioenergy Private Limited',
  shortName: 'Aranya Bioenergy',
  tagline: 'Your trusted partner in renewable energy solutions',
  blurb:
    'Aranya Bioenergy turns farm residue, municipal waste and biomass into green hydrogen, compressed biogas and bio-based products, and runs a laboratory for biogas, hydrogen and biomass testing that works to published IS, ASTM, APHA and VDI methods.',
  foundingDate: '2016-05',
  foundedDisplay: 'May 2016',
  phones: {
    primary: { label: 'Sales', display: '+91 98765 43210', e164: '+919876543210' },
    secondary: { label: 'Laboratory', display: '+91 98765 43211', e164: '+919876543211' },
    office: { label: 'Office', display: '+91 20 2555 0100', e164: '+912025550100' },
    whatsapp: { label: 'WhatsApp', display: '+91 98765 43212', e164: '+919876543212' },
  } satisfies Record<string, PhoneNumber>,
  email: 'info@example.com',
  careersEmail: 'careers@example.com',
  address: {
    street: 'Office 402, Sample Business Park, Baner Road',
    locality: 'Baner',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411045',
    country: 'India',
    countryCode: 'IN',
    /** Approximate map position of the office. */
    geo: { latitude: 18.559, longitude: 73.7868 },
  },
  businessHours: [
    {
      label: 'Monday to Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
      display: '9 am – 6 pm',
    },
    {
      label: 'Saturday',
      days: ['Saturday'],
      opens: '10:00',
      closes: '14:00',
      display: '10 am – 2 pm',
    },
  ] satisfies OpeningHours[],
  emailResponsePromise: 'We reply to every e-mail within one working day.',
  social: [
    { name: 'YouTube', kind: 'video', href: 'https://www.youtube.com/@aranya-bioenergy-example' },
    { name: 'Instagram', kind: 'photos', href: 'https://www.instagram.com/aranya.bioenergy.example' },
    { name: 'LinkedIn', kind: 'professional', href: 'https://www.linkedin.com/company/aranya-bioenergy-example' },
  ] satisfies SocialLink[],
  /** The year the pages were built (prerendered pages carry it), so the footer never shows a year already past. */
  copyrightYear: new Date().getFullYear(),
} as const);

/**
 * The company film (a YouTube video id, 11 characters). Empty until the company has
 * published one: /technology/hydrogen-production then has no video section, and no
 * third-party video is embedded or linked.
 */
export const companyVideo: { youtubeId: string } = translatable('company.companyVideo', { youtubeId: '' });

export const offices: Office[] = translatable('company.offices', [
  {
    city: 'Pune',
    address: 'Office 402, Sample Business Park, Baner Road, Baner, Pune, Maharashtra 411045, India',
    phone: company.phones.office,
    email: company.email,
  },
]);

/**
 * The numbers the site prints, in this order, each with its label: the footer and the
 * contact page show the same list, so a visitor never meets an unexplained second number.
 */
export const listedPhones: PhoneNumber[] = translatable('company.listedPhones', [company.phones.primary, company.phones.secondary, company.phones.office]);

/**
 * WhatsApp click-to-chat (a plain https://wa.me link, no script or widget): the /contact page, the footer and
 * the phone quick action link here. `text` is what the chat opens with.
 */
export const whatsappContact = translatable('company.whatsappContact', {
  label: company.phones.whatsapp.label,
  display: company.phones.whatsapp.display,
  text: 'Hello, I would like to know more about your services.',
  action: 'Chat on WhatsApp',
  get href() {
    return whatsappLink(company.phones.whatsapp.e164, this.text);
  },
});

/** One-line postal address for the footer and cards. */
export function formatAddress(): string {
  const a = company.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}
