import type { Metadata } from 'next';
import { FaqCategory } from '@/components/faq/faq-category';
import { faqPageJsonLd } from '@/components/faq/faq-json-ld';
import { FaqTopicNav } from '@/components/faq/faq-topic-nav';
import { PageHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { StatGrid } from '@/components/sections/stat-grid';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { faqCategories, faqCopy } from '@/content/faq';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.faq);

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqCategories)} />
      <PageHero layout="listing" title={faqCopy.heroTitle} subtitle={faqCopy.heroSubtitle} badge={faqCopy.heroBadge} crumbs={<Breadcrumbs page={pages.faq} />} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[15rem_1fr] lg:gap-12 lg:px-8">
        <aside>
          <FaqTopicNav categories={faqCategories} title={faqCopy.categoriesTitle} />
        </aside>
        <div className="space-y-12">
          {faqCategories.map((category) => (
            <FaqCategory key={category.slug} category={category} />
          ))}
        </div>
      </div>

      <section aria-labelledby="faq-stats-title" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="faq-stats-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
            {faqCopy.statsTitle}
          </h2>
          <StatGrid stats={faqCopy.stats} />
        </div>
      </section>

      <CtaBand
        id="faq-cta"
        title={faqCopy.ctaTitle}
        text={faqCopy.ctaText}
        actions={[
          { label: faqCopy.contactLabel, href: pages.contact.path },
          { label: faqCopy.technologyLabel, href: pages.pretreatment.path },
        ]}
      />
    </>
  );
}
