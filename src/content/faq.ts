/**
 * Frequently asked questions (spec §2 "Legal and FAQ", §3 "FAQ category"): one
 * file per topic in content/faq/, shown by `order`. Answers are plain text: they
 * are rendered in the page and in the FAQPage structured data.
 */
import { liveArray } from '@/content/collections';
import type { FaqCategory } from '@/content/collections';

export type { FaqCategory, FaqIcon, FaqItem } from '@/content/collections';

export const faqCategories: FaqCategory[] = liveArray((content) => content.faqCategories);

export const faqCopy = {
  heroTitle: 'Frequently Asked Questions',
  heroSubtitle:
    'Straight answers about green hydrogen, biogas, compressed biogas and the technology behind our plants. If your question is not here, our engineers are a message away.',
  heroBadge: 'FAQ',
  categoriesTitle: 'Browse by topic',
  statsTitle: 'The numbers behind our answers',
  stats: [
    { value: 90, suffix: '%', label: 'Organic waste diverted from landfill' },
    { value: 85, suffix: '%', label: 'Steam reforming efficiency' },
    { value: 500, suffix: '+', label: 'Laboratory tests delivered' },
    { value: 15, suffix: '+', label: 'Years of team experience' },
  ],
  ctaTitle: 'Still have a question?',
  ctaText:
    'Send us your question, or the details of your waste stream, and an engineer will reply within 24 hours. To understand the processes in depth, read about our technology.',
  contactLabel: 'Contact Us',
  technologyLabel: 'Explore Our Technology',
};
