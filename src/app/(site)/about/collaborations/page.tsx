import type { Metadata } from 'next';
import { PeoplePage } from '@/components/about/people-page';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.collaborations);

export default function CollaborationsPage() {
  return <PeoplePage kind="collaborators" />;
}
