import type { Metadata } from 'next';
import { RequirementList } from '@/components/services/requirement-list';
import { sectionOf, ServiceDetailLayout, ServiceOverview, WhyList } from '@/components/services/service-detail-layout';
import { TestCatalogue } from '@/components/services/test-catalogue';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { microbialLab as lab, microbialTesting as detail } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.microbial);

/** Built around the test catalogue: what can be tested, how and how fast, beside how to send a sample. */
export default function MicrobialTestingPage() {
  const list = sectionOf(detail, 'groups');
  const groups = list.groups.map((group, i) => ({ ...group, method: lab.groups[i]?.method ?? '', turnaround: lab.groups[i]?.turnaround ?? '' }));
  return (
    <ServiceDetailLayout page={pages.microbial} detail={detail}>
      <Section align="start" id={list.id} eyebrow={list.eyebrow} title={list.title} intro={list.intro}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
          <TestCatalogue title={lab.catalogueTitle} caption={lab.catalogueCaption} groups={groups} />
          <RequirementList title={lab.sample.title} intro={lab.sample.intro} items={lab.sample.items} />
        </div>
      </Section>
      <section aria-labelledby="overview-title" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <ServiceOverview overview={detail.overview} />
        </div>
      </section>
      <WhyList section={sectionOf(detail, 'features')} />
    </ServiceDetailLayout>
  );
}
