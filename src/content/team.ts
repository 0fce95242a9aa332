/**
 * The people on /about/team (name, email, linkedin,
 * description, image): one file each in content/team/, shown by `order`.
 * All people are fictional samples; e-mail addresses use example.com and
 * profile links are placeholders to replace with real ones.
 */
import { liveArray } from '@/content/collections';
import type { TeamMember } from '@/content/collections';
import { facts, figure } from './facts';
import { translatable } from './i18n';

export type { TeamMember } from '@/content/collections';

export const teamHero = translatable('team.teamHero', {
  badge: 'Our people',
  title: 'Our Team',
  subtitle:
    'Chemical engineers, microbiologists and plant builders who have spent their careers turning waste into energy, and who answer their own e-mail.',
});

export const teamIntro = translatable('team.teamIntro', {
  eyebrow: 'Leadership',
  title: 'The people who lead our work',
  body: `Behind them stand ${figure(facts.teamSize)} scientists, engineers, technicians and field operators in Pune and at our project sites.`,
});

export const team: TeamMember[] = translatable('team.team', liveArray((content) => content.team));

export const teamClosing = translatable('team.teamClosing', {
  title: 'Want to work with this team?',
  body: 'We hire engineers, researchers and field technicians throughout the year.',
  primary: { label: 'See Careers', href: '/career' },
  secondary: { label: 'Contact Us', href: '/contact' },
});
