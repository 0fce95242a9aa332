import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument } from '@/components/legal/legal-document';
import { JsonLd } from '@/components/ui/json-ld';
import { legalCopy, privacyPolicy } from '@/content/legal';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.privacy);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: pages.privacy.title, path: pages.privacy.path }])} />
      <PageHero title={privacyPolicy.title} subtitle={privacyPolicy.subtitle} badge="Legal" particles={false} />
      <LegalDocument doc={privacyPolicy} related={legalCopy.relatedTerms} />
    </>
  );
}
