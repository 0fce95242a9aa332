import type { Metadata } from 'next';
import { sectionOf, ServiceDetailLayout, ServiceOverview, WhyList } from '@/components/services/service-detail-layout';
import { StepRail } from '@/components/services/step-rail';
import { MethodTable } from '@/components/services/method-table';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { biomassCharacterization as detail, biomassLab as lab, detailCopy } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.biomassCharacterization);

/** Built around the analysis table (each analysis, its parameters and its standard), after how a sample is prepared. */
export default function BiomassCharacterizationPage() {
  const analyses = sectionOf(detail, 'groups');
  const rows = analyses.groups.map((group, i) => ({ header: group.title, cells: [group.items.join(', '), lab.methods[i] ?? ''] }));
  return (
    <ServiceDetailLayout page={pages.biomassCharacterization} detail={detail}>
      <section aria-labelledby="overview-title">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
          <ServiceOverview overview={detail.overview} />
          <div className="lg:pt-10">
            <StepRail flow={lab.prep} />
          </div>
        </div>
      </section>
      <Section align="start" id={analyses.id} eyebrow={analyses.eyebrow} title={analyses.title} intro={analyses.intro} tone="tinted">
        <MethodTable title={lab.tableTitle} caption={lab.tableCaption} columns={[lab.columns.analysis, lab.columns.parameters, detailCopy.methodHeader]} rows={rows} />
      </Section>
      <WhyList section={sectionOf(detail, 'features')} />
    </ServiceDetailLayout>
  );
}
