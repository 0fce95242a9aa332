import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument } from '@/components/legal/legal-document';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { legalCopy, privacyPolicy } from '@/content/legal';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.privacy);

export default function PrivacyPage() {
  return (
    <>
      <Breadcrumbs page={pages.privacy} />
      <PageHero title={privacyPolicy.title} subtitle={privacyPolicy.subtitle} badge="Legal" particles={false} />
      <LegalDocument doc={privacyPolicy} related={legalCopy.relatedTerms} />
    </>
  );
}
