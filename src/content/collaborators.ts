/**
 * Partners on /about/collaborations (name, role,
 * organization, image, description, link): one file each in
 * content/collaborators/, shown by `order`. Institutions and people are
 * fictional samples; their links point at example domains.
 */
import { liveArray } from '@/content/collections';
import type { Collaborator } from '@/content/collections';
import { translatable } from './i18n';

export type { Collaborator } from '@/content/collections';

export const collaborationsHero = translatable('collaborators.collaborationsHero', {
  badge: 'Partnerships',
  title: 'Collaborations',
  subtitle:
    'Universities, research institutes, farmer producer companies and equipment makers who share our laboratories, our data and our plants.',
});

export const collaborationsIntro = translatable('collaborators.collaborationsIntro', {
  eyebrow: 'Our partners',
  title: 'Research and industry partners',
  body: 'Each partnership has a defined scope, shared milestones and results that both sides can publish.',
});

export const collaborators: Collaborator[] = translatable('collaborators.collaborators', liveArray((content) => content.collaborators));

export const partnerCta = translatable('collaborators.partnerCta', {
  title: 'Become a Partner',
  body: 'Universities, municipalities, farmer groups and manufacturers: if you have a waste stream, a research question or a technology to scale, we would like to hear from you.',
  cta: { label: 'Become a Partner', href: '/contact' },
});
