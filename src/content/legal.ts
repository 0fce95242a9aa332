/**
 * Privacy policy and terms of service, each with its effective date.
 * Identity and contact details come from company.ts.
 */
import { company, formatAddress } from './company';
import { translatable } from './i18n';

export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'table'; caption: string; head: [string, string]; rows: [string, string][] }
  /** The company's contact details for privacy or legal questions, rendered with links. */
  | { type: 'contact'; heading: string };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  subtitle: string;
  /** ISO date. */
  effectiveDate: string;
  summary: string;
  sections: LegalSection[];
};

const name = company.name;
const short = company.shortName;

export const privacyPolicy: LegalDocument = translatable('legal.privacyPolicy', {
  title: 'Privacy Policy',
  subtitle: `How ${short} collects, uses, keeps and protects the personal data you share with us through this website.`,
  // The day the feedstock supply form, the last of the forms this policy describes, went live.
  effectiveDate: '2026-11-25',
  summary:
    'We collect only what you type into our contact, career and feedstock supply forms, use it only to answer you or consider your application, keep it for a fixed time, never sell it, and you can ask us at any time to see, correct or erase it.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are and what this policy covers',
      blocks: [
        {
          type: 'p',
          text: `This website is operated by ${name} (“${short}”, “we”, “us”), a company registered in India with its office at ${formatAddress()}. For the personal data described here we are the Data Fiduciary within the meaning of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”): we decide why and how the data is processed.`,
        },
        {
          type: 'p',
          text: 'This policy covers personal data collected through this website: the contact form, the career application form, and the technical information your browser sends when you visit. It does not cover data we handle under a separate contract, such as samples and reports exchanged with laboratory clients; those are governed by the agreement with that client.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        { type: 'p', text: 'We collect only what you choose to send us, and a minimum of technical data needed to run the site safely.' },
        {
          type: 'list',
          items: [
            'Contact form: your first name and, if you give them, last name, e-mail address, phone number, company, the service you are interested in, and your message.',
            'Career application form: your full name, e-mail address, an optional message, and the résumé file you upload (PDF, DOC or DOCX, up to 5 MB), together with whatever personal details the résumé itself contains.',
            'With each submission: the date and time, and the IP address it came from, which we use to limit abuse of the forms.',
            'Technical data: our servers log requests (page address, time, browser type and IP address) to keep the site secure and working.',
            'Your theme choice (light or dark), if you set one, is stored only in your own browser’s local storage and is never sent to us.',
          ],
        },
        {
          type: 'p',
          text: 'We do not use advertising or analytics cookies, do not track you across other websites, and do not knowingly collect data from children. Please do not send us sensitive information such as health, financial or identity-document details through the forms; we do not need them to answer you.',
        },
        {
          type: 'p',
          text: 'Embedded videos and maps on some pages are shown as a preview image. Nothing is loaded from the video or map provider until you click to load it; from that moment that provider’s own privacy policy applies.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Why we use it',
      blocks: [
        { type: 'p', text: 'We process your personal data only for the purpose for which you gave it to us, on the basis of the consent you give by submitting a form:' },
        {
          type: 'list',
          items: [
            'Contact form data is used to reply to your enquiry, prepare a quotation or proposal you asked for, and follow up on that same enquiry.',
            'Career form data is used to assess your application for current and suitable future openings, contact you about it, and arrange interviews.',
            'Feedstock supply enquiries are used to call you back, agree a rate and plan the collection of what you offered.',
            'IP addresses and server logs are used to prevent spam and abuse of the forms, to investigate security incidents, and to keep the site running.',
          ],
        },
        {
          type: 'p',
          text: 'We do not use your data for marketing mailing lists unless you separately ask to be added, we do not sell or rent it, and we do not use it to make automated decisions about you. You may withdraw your consent at any time (see “Your rights”); withdrawal does not affect processing already carried out.',
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      title: 'How long we keep it',
      blocks: [
        { type: 'p', text: 'We keep personal data only as long as the purpose requires, then erase it:' },
        {
          type: 'table',
          caption: 'Retention periods',
          head: ['Data', 'Kept for'],
          rows: [
            ['Contact form messages', '24 months from the date you sent them, so that we can refer back to earlier enquiries and quotations'],
            ['Career applications and résumés', '12 months from the date you applied; if you are hired, the application becomes part of your employee record'],
            ['Feedstock supply enquiries', '24 months from the date you sent them, so that we can plan collection for the next seasons'],
            ['IP addresses used for rate limiting', 'A few hours, only as long as the abuse counter needs'],
            ['Server request logs', '90 days'],
            ['E-mail notifications of submissions', 'Deleted from staff mailboxes within the same period as the submission itself'],
          ],
        },
        {
          type: 'p',
          text: 'We keep data longer only where a law requires it (for example tax records of a contract that followed your enquiry) or to establish or defend a legal claim, and then only the part that is needed.',
        },
      ],
    },
    {
      id: 'who-can-read-it',
      title: 'Who can read it',
      blocks: [
        {
          type: 'list',
          items: [
            'Our staff who handle enquiries and recruitment read submissions through an internal tool that is not reachable from the public website. Access is limited to the people whose work requires it.',
            `When a form is submitted, a notification e-mail with its content is sent to our team mailbox (${company.email} for enquiries, ${company.careersEmail} for applications, with the résumé attached).`,
            'Service providers who host our website and database and deliver our e-mail process the data on our behalf, under contracts that allow them to use it only to provide that service and to keep it secure.',
            'Authorities, when Indian law requires us to disclose it, and only to the extent required.',
          ],
        },
        {
          type: 'p',
          text: 'We do not share your data with any other company for its own purposes. Some of our service providers may store data on servers outside India; any such transfer is made only to countries not restricted by the Government of India under the DPDP Act.',
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        {
          type: 'list',
          items: [
            'The site is served only over HTTPS, so form data is encrypted on its way to us, and it sends strict security headers to browsers.',
            'Uploaded files are checked for type and size before they are stored, and every submission is saved in our database before we confirm it to you.',
            'The database and staff tools are not publicly accessible; access needs individual credentials and is limited to named staff.',
            'Backups are encrypted and expire on the same schedule as the data they contain.',
          ],
        },
        {
          type: 'p',
          text: 'No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires, and tell you what we are doing about it.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { type: 'p', text: 'Under the Digital Personal Data Protection Act, 2023 you have the right to:' },
        {
          type: 'list',
          items: [
            'Access: obtain a summary of the personal data we hold about you, what we do with it, and with whom we have shared it.',
            'Correction: have inaccurate or misleading data corrected, incomplete data completed, and out-of-date data updated.',
            'Erasure: have your data erased when it is no longer needed for the purpose you gave it for, or when you withdraw consent, unless a law requires us to keep it.',
            'Withdraw consent: as easily as you gave it, by writing to us; we then stop processing the data and erase it.',
            'Grievance redressal: have a complaint about how we handle your data answered by us; if you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
            'Nomination: nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
          ],
        },
        {
          type: 'p',
          text: 'To use any of these rights, write to us at the address in the last section. We may ask you to confirm your identity before acting, and we will respond within 30 days. Exercising your rights is free of charge.',
        },
      ],
    },
    {
      id: 'contact-and-changes',
      title: 'Grievance officer, contact and changes',
      blocks: [
        {
          type: 'p',
          text: 'Questions, requests and complaints about your personal data go to our Grievance Officer, who will acknowledge them within 2 working days:',
        },
        { type: 'contact', heading: `Grievance Officer, ${name}` },
        {
          type: 'p',
          text: 'We may update this policy when our forms or the law change. The effective date at the top of this page shows when it last changed; if a change affects how we use data you have already sent us, we will tell you by e-mail before it applies.',
        },
      ],
    },
  ],
});

export const termsOfService: LegalDocument = translatable('legal.termsOfService', {
  title: 'Terms of Service',
  subtitle: `The terms on which ${short} offers this website, its information and its forms.`,
  effectiveDate: '2024-01-01',
  summary:
    'Use the site lawfully, our content stays ours, a quotation becomes binding only when we both sign an agreement, laboratory results describe the samples as we received them, and Indian law applies with courts at Pune.',
  sections: [
    {
      id: 'use-of-the-site',
      title: 'Using this website',
      blocks: [
        {
          type: 'p',
          text: `This website is operated by ${name}, ${formatAddress()}. By using it you accept these terms; if you do not accept them, please do not use the site.`,
        },
        { type: 'p', text: 'You may browse the site, share links to it and use its forms to contact us or apply for a job. You agree not to:' },
        {
          type: 'list',
          items: [
            'send false, misleading or someone else’s details through the forms, or apply on another person’s behalf without their consent;',
            'upload files that contain malware or content you have no right to share;',
            'send bulk, automated or unsolicited messages, or try to get around the limits that protect the forms;',
            'try to gain unauthorised access to the site, its servers or its data, or interfere with its operation.',
          ],
        },
        { type: 'p', text: 'We may block access from addresses that break these rules.' },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          type: 'p',
          text: `The text, graphics, photographs, charts, logos, videos and page design on this site belong to ${short} or its licensors and are protected by Indian and international copyright and trademark law. Our name and logo are our trademarks.`,
        },
        {
          type: 'p',
          text: 'You may view, print and download pages for your own information or for evaluating our services, provided you keep our copyright notice. You may not copy, republish or sell substantial parts of the site, or use our name or logo to suggest an endorsement, without our written permission. Technologies described on the site, such as our pretreatment process, may be the subject of patents or patent applications; describing them here grants no licence.',
        },
      ],
    },
    {
      id: 'information-on-this-site',
      title: 'Information on this site',
      blocks: [
        {
          type: 'p',
          text: 'We take care that the information on the site is accurate, but it is general information about our work. Efficiencies, yields, capacities and timelines are typical figures from our projects and tests; the results of a particular plant depend on its feedstock, site and operation.',
        },
        {
          type: 'p',
          text: 'Nothing on the site is engineering, financial or legal advice for your specific situation, and you should not rely on it as such without a study or agreement with us. Links to other websites are provided for convenience; we are not responsible for their content.',
        },
      ],
    },
    {
      id: 'quotes-and-agreements',
      title: 'Quotations and agreements',
      blocks: [
        {
          type: 'p',
          text: 'Our services are priced by custom quotation. A quotation, proposal, price or timeline we send in answer to a form or e-mail is an invitation to agree and is not binding on either side. A binding contract exists only when both parties sign a written agreement or work order that sets out the scope, price, timeline and terms.',
        },
        {
          type: 'p',
          text: 'Unless it says otherwise, a quotation is valid for 30 days from its date. Where a signed agreement and these terms differ, the signed agreement prevails.',
        },
      ],
    },
    {
      id: 'laboratory-results',
      title: 'Laboratory testing and results',
      blocks: [
        { type: 'p', text: 'When you order laboratory services from us (for example BMP, BHP, microbial, gas composition or biomass characterisation tests), the following apply unless your signed agreement says otherwise:' },
        {
          type: 'list',
          items: [
            'Results relate only to the samples as we received them. You are responsible for representative sampling, correct labelling and safe packing, and for telling us of any hazard the samples carry.',
            'Tests follow the methods and conditions stated in the agreement or report. Test durations stated on this site are typical and can be extended when a sample needs it, for example until gas production levels off.',
            'A report states measured values with their conditions; it is not a guarantee of the performance of a full-scale plant and not a certification of a product.',
            'Reports and your data are confidential. We will not disclose them to anyone other than you without your consent, unless the law requires it.',
            'Unless agreed otherwise, remaining sample material is disposed of safely 30 days after the report is issued.',
            'Reports may be reproduced only in full, and our name may not be used in advertising based on a report without our written consent.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          type: 'p',
          text: 'The site is provided “as is”. We do our best to keep it available and free of errors and harmful code, but we cannot promise that it will always be available or error-free.',
        },
        {
          type: 'p',
          text: `To the extent the law allows, ${short} is not liable for indirect or consequential loss, or for loss of profit, revenue, data or business opportunity, arising from use of the site or reliance on its information. For paid services, our total liability is limited to the fees paid for the service that gave rise to the claim, unless the signed agreement sets a different limit. Nothing in these terms limits liability that cannot be limited under Indian law, such as liability for fraud.`,
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        {
          type: 'p',
          text: 'These terms are governed by the laws of India. We will first try to resolve any dispute with you through good-faith discussion. Any dispute that cannot be resolved that way is subject to the exclusive jurisdiction of the courts at Pune, Maharashtra.',
        },
        {
          type: 'p',
          text: 'If any part of these terms is found unenforceable, the rest remains in force. Our not enforcing a term at once does not waive our right to enforce it later.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to these terms and contact',
      blocks: [
        {
          type: 'p',
          text: 'We may change these terms from time to time; the effective date at the top of the page shows the current version, and continued use of the site after a change means you accept it. Changes do not affect agreements already signed. How we handle personal data is described in our Privacy Policy.',
        },
        { type: 'contact', heading: name },
      ],
    },
  ],
});

export const legalCopy = translatable('legal.legalCopy', {
  /** The badge over each legal page's title. */
  badge: 'Legal',
  effectiveLabel: 'Effective date',
  tocTitle: 'On this page',
  summaryLabel: 'Summary',
  backToTop: 'Back to top',
  /** Shown on the Hindi and Marathi versions only, linking to the English text. */
  translationNotice: {
    text: 'This is a translation for your convenience. If it differs from the English text, the English text prevails.',
    link: 'Read the English text',
  },
  // Not `email` and `phone`: those keys name values (addresses, numbers), which are never translated (src/lib/i18n.ts).
  contactLabels: { emailLabel: 'E-mail', phoneLabel: 'Phone', address: 'Address', hours: 'Office hours' },
  relatedPrivacy: { href: '/privacy', label: 'Read our Privacy Policy' },
  relatedTerms: { href: '/terms', label: 'Read our Terms of Service' },
});
