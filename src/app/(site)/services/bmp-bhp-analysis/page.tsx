import type { Metadata } from 'next';
import { CalculatorTeaser } from '@/components/calculator/calculator-teaser';
import { AccessibleTabs } from '@/components/services/accessible-tabs';
import { IncubationTimeline } from '@/components/services/incubation-timeline';
import { ServiceDetailLayout, ServiceOverview } from '@/components/services/service-detail-layout';
import { TestPanel } from '@/components/services/test-panel';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { bmpBhpDetail, bmpBhpTabsCopy as copy, incubationTimeline, testPanels } from '@/content/services-bmp-bhp';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.bmpBhp);

/** Built around time: the overview beside the incubation timeline, then the two programmes with their conditions. */
export default function BmpBhpPage() {
  return (
    <ServiceDetailLayout page={pages.bmpBhp} detail={bmpBhpDetail}>
      <section aria-labelledby="overview-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <ServiceOverview overview={bmpBhpDetail.overview} />
      </section>
      <Section align="start" id="timeline" eyebrow={incubationTimeline.eyebrow} title={incubationTimeline.title} intro={incubationTimeline.intro} className="pt-0 [&>div]:pt-0">
        <IncubationTimeline />
      </Section>
      <Section align="start" id="tests" tone="tinted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <AccessibleTabs
          label={copy.tablistLabel}
          defaultId="bmp"
          items={testPanels.map((panel) => ({ id: panel.id, label: panel.tab, panel: <TestPanel panel={panel} /> }))}
        />
      </Section>
      <CalculatorTeaser />
    </ServiceDetailLayout>
  );
}
