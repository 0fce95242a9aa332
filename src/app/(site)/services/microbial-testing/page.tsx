import type { Metadata } from 'next';
import { RequirementList } from '@/components/services/requirement-list';
import { FeatureNotes, sectionOf, ServiceDetailLayout, ServiceOverview } from '@/components/services/service-detail-layout';
import { TestCatalogue } from '@/components/services/test-catalogue';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pages } from '@/content/pages';
import { microbialLab as lab, microbialTesting as detail } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.microbial);

/** Built around the test catalogue: what can be tested, how and how fast, beside how to send a sample. */
export default function MicrobialTestingPage() {
  const list = sectionOf(detail, 'groups');
  const why = sectionOf(detail, 'features');
  const groups = list.groups.map((group, i) => ({ ...group, method: lab.groups[i]?.method ?? '', turnaround: lab.groups[i]?.turnaround ?? '' }));
  return (
    <ServiceDetailLayout page={pages.microbial} detail={detail}>
      <Section align="start" id={list.id} eyebrow={list.eyebrow} title={list.title} intro={list.intro}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
          <TestCatalogue title={lab.catalogueTitle} caption={lab.catalogueCaption} groups={groups} />
          <RequirementList title={lab.sample.title} intro={lab.sample.intro} items={lab.sample.items} />
        </div>
      </Section>
      {/* The overview, and beside it what the operator gets from the results. */}
      <section aria-labelledby="overview-title" className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16 lg:px-8">
          <ServiceOverview overview={detail.overview} />
          <div id={why.id} className="lg:border-l lg:border-border lg:pl-12">
            <SectionHeading eyebrow={why.eyebrow} title={why.title} />
            <FeatureNotes section={why} className="mt-8 space-y-7" />
          </div>
        </div>
      </section>
    </ServiceDetailLayout>
  );
}
