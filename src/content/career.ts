/** Copy for /career and its outcome pages. */
import { liveArray } from '@/content/collections';
import type { Opening } from '@/content/collections';
import { GENERAL_APPLICATION } from '@/lib/forms/career-fields';
import { fillTemplate } from '@/lib/format';
import { english, translatable } from './i18n';

export type { Opening } from '@/content/collections';

/** Open positions: one file each in content/openings/, shown on /career newest first. */
export const openings: Opening[] = translatable('career.openings', liveArray((content) => content.openings));

/** The element id of an opening's section on /career (its file name). */
export const openingAnchor = (opening: Opening) => `opening-${opening.slug}`;

/** What a job seeker reads first about an opening's pay: the band, or "As per norms". */
export function openingCtc(opening: Pick<Opening, 'ctc'>): string {
  const { ctc } = opening;
  const copy = careerContent.openings;
  // By its type, not by comparing with 'as per norms': on a Hindi or Marathi page that text reads translated.
  if (typeof ctc === 'string') return copy.ctcAsPerNorms;
  return ctc.minLakh === ctc.maxLakh
    ? fillTemplate(copy.ctcSingle, { amount: ctc.minLakh })
    : fillTemplate(copy.ctcBand, { min: ctc.minLakh, max: ctc.maxLakh });
}

/** An opening's type as a job seeker reads it ("Full-time"); the English type stays the value in the files. */
export function openingTypeLabel(opening: Pick<Opening, 'type'>): string {
  return careerContent.openings.typeLabels[english(opening).type] ?? opening.type;
}

export type CareerBenefit = { title: string; description: string };
export type CareerReason = { title: string; description: string };

export const careerContent = translatable('career.careerContent', {
  hero: {
    badge: 'Careers',
    title: 'Build the clean-fuel economy with us',
    subtitle:
      'Engineers, microbiologists, chemists and project managers in Pune turning farm residue and city waste into biogas, green hydrogen and bio-based products.',
  },
  reasons: {
    eyebrow: 'Why join us',
    title: 'Work that leaves a measurable mark',
  },
  benefits: {
    eyebrow: 'What we offer',
    title: 'Benefits',
  },
  openings: {
    eyebrow: 'Open positions',
    title: 'Current openings',
    intro: 'Each role below is open now. Apply with the form further down and choose the position; if none fits, send a general application.',
    none: 'There are no open positions right now. We still read general applications and keep them on file for six months.',
    labels: {
      team: 'Team',
      type: 'Type',
      experience: 'Experience',
      ctc: 'CTC',
      location: 'Location',
      posted: 'Posted',
      closes: 'Apply by',
    },
    /** The CTC of an opening without a published band. */
    ctcAsPerNorms: 'As per norms',
    /** "₹6–10 lakh a year" ({min} and {max} in lakh rupees) */
    ctcBand: '₹{min}–{max} lakh a year',
    /** A band whose two ends are the same: "₹8 lakh a year". */
    ctcSingle: '₹{amount} lakh a year',
    /** The type of each opening as shown (content/openings/*.md name the English type). */
    typeLabels: { 'Full-time': 'Full-time', 'Part-time': 'Part-time', Contract: 'Contract', Internship: 'Internship' } satisfies Record<Opening['type'], string>,
    responsibilities: 'What you will do',
    requirements: 'What we look for',
    /** On a phone, the fold that holds the two lists above. */
    details: 'What you will do and what we look for',
    apply: 'Apply for this position',
  },
  form: {
    title: 'Apply now',
    intro:
      'We read every application. Tell us what you want to work on and attach your résumé; if there is no opening that fits today, we keep your application on file for six months.',
    requiredNote: 'Fields marked * are required.',
    labels: {
      name: 'Full Name',
      email: 'Email',
      position: 'Position',
      message: 'Message',
      resume: 'Resume',
    },
    resumeHint: 'PDF, DOC or DOCX, up to 5 MB.',
    generalApplication: GENERAL_APPLICATION,
    placeholders: {
      message: 'Which role or team interests you, and what have you worked on?',
    },
    submit: 'Submit Application',
    submitting: 'Submitting...',
    uploading: 'Uploading résumé',
    honeypotLabel: 'Leave this field empty',
  },
  links: {
    title: 'Questions before you apply?',
    text: 'Write to us through the contact page, or read how the company started and where it is going.',
    contact: 'Contact us',
    about: 'Our story',
  },
  sent: {
    title: 'Application received',
    subtitle: 'Thank you for applying.',
    body: 'Your application and résumé have been stored and our hiring team has been notified. We review applications every week and will write to you at the e-mail address you gave.',
    back: 'Back to careers',
    home: 'Go to the home page',
  },
  retry: {
    title: 'Your application was not sent',
    subtitle: 'Please check the form below and send it again. For your security, attach your résumé again.',
  },
} as const);

export const careerReasons: CareerReason[] = translatable('career.careerReasons', [
  {
    title: 'Plants, not slides',
    description:
      'Our designs are built: compressed biogas plants fed with city wet waste, press mud, crop residue and dung, and a hydrogen pilot for food-processing effluent that we are building now. You will see your calculations turn into steel and gas.',
  },
  {
    title: 'A laboratory of our own',
    description:
      'Gas chromatographs, BMP and BHP test rigs, microbiology benches and materials characterization under one roof, so ideas are tested in days instead of waiting months for outside results.',
  },
  {
    title: 'Research with partners',
    description:
      'We publish with universities and institutes and file patents on our processes. Engineers are encouraged to present at conferences and to co-author papers on work they led.',
  },
  {
    title: 'Impact you can count',
    description:
      'Every plant diverts tonnes of crop residue from open burning and gives farmers a buyer for it. We track tonnes processed, gas produced and emissions avoided, and share those numbers with the team.',
  },
]);

export const careerBenefits: CareerBenefit[] = translatable('career.careerBenefits', [
  {
    title: 'Health cover for your family',
    description: 'Group medical insurance for you, your spouse, children and parents, plus an annual health check.',
  },
  {
    title: 'Learning budget',
    description: 'A yearly allowance for courses, certifications and conference travel, and paid time to attend them.',
  },
  {
    title: 'Field and lab experience',
    description: 'Rotations between the laboratory, plant commissioning and client projects in the first year, if you want them.',
  },
  {
    title: 'Flexible hours',
    description: 'Core hours from 10 am to 4 pm on office days, and remote days for work that does not need the lab or the site.',
  },
  {
    title: 'Mentorship',
    description: 'Every new colleague is paired with a senior engineer or scientist for their first six months.',
  },
  {
    title: 'Paid leave that is used',
    description: 'Earned leave, sick leave and the festival holidays of Maharashtra, with a team that plans around them.',
  },
]);

/** The openings as the form's choices: the English title as the value (what staff see), the title in the page's language as the label. */
export function openingChoices() {
  return openings.map((opening, i) => ({ value: english(openings)[i]!.title, label: opening.title }));
}
