import { TeamMemberCard } from '@/components/about/team-member-card';
import { LongReadHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { team, teamClosing, teamHero, teamIntro } from '@/content/team';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.team);

export default function TeamPage() {
  return (
    <>
      <LongReadHero page={pages.team} hero={teamHero} />

      <Section align="start" id="leadership" eyebrow={teamIntro.eyebrow} title={teamIntro.title} intro={teamIntro.body}>
        <ul className="even-grid even-grid-4 gap-6">
          {team.map((member) => (
            <li key={member.email}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="team-cta" tone="quiet" title={teamClosing.title} text={teamClosing.body} actions={[{ label: teamClosing.primary.label, href: teamClosing.primary.href }, { label: teamClosing.secondary.label, href: teamClosing.secondary.href }]} />
    </>
  );
}
