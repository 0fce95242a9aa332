import { LegalPage } from '@/components/legal/legal-page';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(pages.terms);

export default function TermsPage() {
  return <LegalPage id="terms" />;
}
