import { CtaPanel } from '@/components/about/cta-panel';
import { TeamMemberCard } from '@/components/about/team-member-card';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { team, teamClosing, teamHero, teamIntro } from '@/content/team';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.team);

export default function TeamPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'About Us', path: pages.about.path },
          { name: pages.team.title, path: pages.team.path },
        ])}
      />
      <PageHero title={teamHero.title} subtitle={teamHero.subtitle} badge={teamHero.badge} />

      <Section id="leadership" eyebrow={teamIntro.eyebrow} title={teamIntro.title} intro={teamIntro.body}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.email}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel id="team-cta" title={teamClosing.title} body={teamClosing.body}>
        <ButtonLink href={teamClosing.primary.href} variant="light">
          {teamClosing.primary.label}
        </ButtonLink>
        <ButtonLink href={teamClosing.secondary.href} variant="secondary">
          {teamClosing.secondary.label}
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
