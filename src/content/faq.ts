/**
 * Frequently asked questions: one
 * file per topic in content/faq/, shown by `order`. Answers are plain text: they
 * are rendered in the page and in the FAQPage structured data.
 */
import { liveArray } from '@/content/collections';
import type { FaqCategory } from '@/content/collections';
import { facts } from './facts';
import { translatable } from './i18n';

export type { FaqCategory, FaqIcon, FaqItem } from '@/content/collections';

export const faqCategories: FaqCategory[] = translatable('faq.faqCategories', liveArray((content) => content.faqCategories));

export const faqCopy = translatable('faq.faqCopy', {
  heroTitle: 'Frequently asked questions',
  heroSubtitle:
    'Straight answers about green hydrogen, biogas, compressed biogas and the technology behind our plants. If your question is not here, our engineers are a message away.',
  heroBadge: 'FAQ',
  categoriesTitle: 'Browse by topic',
  statsTitle: 'The numbers behind our answers',
  stats: [
    facts.landfillDiversion,
    facts.reformingEfficiency,
    facts.labTests,
    facts.experience,
  ],
  ctaTitle: 'Still have a question?',
  ctaText:
    'Send us your question, or the details of your waste stream, and an engineer will reply within one working day. To understand the processes in depth, read about our technology.',
  contactLabel: 'Contact Us',
  technologyLabel: 'Explore Our Technology',
});
