import type { Metadata } from 'next';
import { ProjectListing } from '@/components/projects/project-listing';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.projectsCurrent);

export default function CurrentProjectsPage() {
  return <ProjectListing kind="current" />;
}
