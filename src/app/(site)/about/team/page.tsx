import { PeoplePage } from '@/components/about/people-page';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(pages.team);

export default function TeamPage() {
  return <PeoplePage kind="team" />;
}
