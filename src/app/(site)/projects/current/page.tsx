import { ProjectListing } from '@/components/projects/project-listing';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(pages.projectsCurrent);

export default function CurrentProjectsPage() {
  return <ProjectListing kind="current" />;
}
