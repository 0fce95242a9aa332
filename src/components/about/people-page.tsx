import { LongReadHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { collaborationsHero, collaborationsIntro, collaborators, partnerCta } from '@/content/collaborators';
import { pages } from '@/content/pages';
import { team, teamClosing, teamHero, teamIntro } from '@/content/team';
import { PartnerCard } from './partner-card';
import { TeamMemberCard } from './team-member-card';

/**
 * Each people page: its page, opening and introduction, its section's id and grid, its people as cards, and its closing.
 * Strings of copy are read while the page renders (functions), not when this module loads: only then is the
 * request's language known.
 */
const peoplePages = {
  team: {
    page: pages.team,
    hero: teamHero,
    intro: teamIntro,
    // Two wide cards a row: a name set large beside its monogram needs the width a four-up row does not give.
    section: { id: 'leadership', grid: 'even-grid gap-6' },
    people: () => team.map((member) => ({ key: member.email, anchor: member.slug, card: <TeamMemberCard member={member} /> })),
    closing: () => ({ id: 'team-cta', title: teamClosing.title, body: teamClosing.body, actions: [teamClosing.primary, teamClosing.secondary] }),
  },
  collaborators: {
    page: pages.collaborations,
    hero: collaborationsHero,
    intro: collaborationsIntro,
    section: { id: 'partners', grid: 'even-grid gap-6' },
    people: () => collaborators.map((partner) => ({ key: partner.name, anchor: undefined, card: <PartnerCard partner={partner} /> })),
    closing: () => ({ id: 'partner-cta', title: partnerCta.title, body: partnerCta.body, actions: [partnerCta.cta] }),
  },
};

/**
 * The about pages that present people (/about/team, /about/collaborations):
 * the long-read opening, the people as a grid of cards under an
 * introduction, and a quiet closing call to action.
 */
export function PeoplePage({ kind }: { kind: keyof typeof peoplePages }) {
  const { page, hero, intro, section, people } = peoplePages[kind];
  const closing = peoplePages[kind].closing();
  return (
    <>
      <LongReadHero page={page} hero={hero} />

      <Section align="start" id={section.id} eyebrow={intro.eyebrow} title={intro.title} intro={intro.body}>
        <ul className={section.grid}>
          {people().map((person) => (
            // A member's card is the target of the bylines of the posts they wrote (/about/team#{slug}).
            <li key={person.key} id={person.anchor} className="scroll-mt-24">
              {person.card}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id={closing.id} tone="quiet" title={closing.title} text={closing.body} actions={closing.actions} />
    </>
  );
}
