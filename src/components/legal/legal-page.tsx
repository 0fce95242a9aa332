import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument } from '@/components/legal/legal-document';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { legalCopy, privacyPolicy, termsOfService } from '@/content/legal';
import { pages } from '@/content/pages';

/** Each legal document: its page in the registry, its text, and the link to the other one below it. */
const documents = {
  privacy: { page: pages.privacy, doc: privacyPolicy, related: legalCopy.relatedTerms },
  terms: { page: pages.terms, doc: termsOfService, related: legalCopy.relatedPrivacy },
};

/** The /privacy and /terms pages. */
export function LegalPage({ id }: { id: keyof typeof documents }) {
  const { page, doc, related } = documents[id];
  return (
    <>
      <PageHero layout="listing" title={doc.title} subtitle={doc.subtitle} badge={legalCopy.badge} crumbs={<Breadcrumbs page={page} />} />
      <LegalDocument doc={doc} related={related} path={page.path} />
    </>
  );
}
