import { PeoplePage } from '@/components/about/people-page';
import { TeamMemberCard } from '@/components/about/team-member-card';
import { pages } from '@/content/pages';
import { team, teamClosing, teamHero, teamIntro } from '@/content/team';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.team);

export default function TeamPage() {
  return (
    <PeoplePage
      page={pages.team}
      hero={teamHero}
      id="leadership"
      intro={teamIntro}
      columns={4}
      people={team.map((member) => ({ key: member.email, card: <TeamMemberCard member={member} /> }))}
      closing={{ id: 'team-cta', title: teamClosing.title, body: teamClosing.body, actions: [teamClosing.primary, teamClosing.secondary] }}
    />
  );
}
