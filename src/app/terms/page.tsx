import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument } from '@/components/legal/legal-document';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { legalCopy, termsOfService } from '@/content/legal';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.terms);

export default function TermsPage() {
  return (
    <>
      <Breadcrumbs page={pages.terms} />
      <PageHero title={termsOfService.title} subtitle={termsOfService.subtitle} badge="Legal" particles={false} />
      <LegalDocument doc={termsOfService} related={legalCopy.relatedPrivacy} />
    </>
  );
}
