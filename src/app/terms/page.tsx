import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument } from '@/components/legal/legal-document';
import { JsonLd } from '@/components/ui/json-ld';
import { legalCopy, termsOfService } from '@/content/legal';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.terms);

export default function TermsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: pages.terms.title, path: pages.terms.path }])} />
      <PageHero title={termsOfService.title} subtitle={termsOfService.subtitle} badge="Legal" particles={false} />
      <LegalDocument doc={termsOfService} related={legalCopy.relatedPrivacy} />
    </>
  );
}
