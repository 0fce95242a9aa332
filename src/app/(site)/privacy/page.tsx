import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.privacy);

export default function PrivacyPage() {
  return <LegalPage id="privacy" />;
}
