import { TeamMemberCard } from '@/components/about/team-member-card';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { team, teamClosing, teamHero, teamIntro } from '@/content/team';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.team);

export default function TeamPage() {
  return (
    <>
      <PageHero layout="editorial" title={teamHero.title} subtitle={teamHero.subtitle} badge={teamHero.badge} crumbs={<Breadcrumbs page={pages.team} />} />

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
