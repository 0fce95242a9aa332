import type { Metadata } from 'next';
import { MethodTable } from '@/components/services/method-table';
import { sectionOf, ServiceDetailLayout, ServiceOverview, WhyList } from '@/components/services/service-detail-layout';
import { ProcessFlow } from '@/components/technology/process-flow';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { gasComposition as detail, gasLab as lab } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.gasComposition);

/** The groups of the analyses list shown beside the analyte table (the table covers the gases and detectors). */
const SIDE_GROUPS = 3;

/** Built around the sample's path through the laboratory and the table of analytes. */
export default function GasCompositionPage() {
  const analyses = sectionOf(detail, 'groups');
  return (
    <ServiceDetailLayout page={pages.gasComposition} detail={detail}>
      <section aria-labelledby="overview-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <ServiceOverview overview={detail.overview} />
        <h3 className="mb-6 mt-14 text-xl font-bold tracking-tight sm:text-2xl">{lab.pathTitle}</h3>
        <ProcessFlow flow={lab.flow} />
      </section>
      <Section align="start" id={analyses.id} eyebrow={analyses.eyebrow} title={analyses.title} intro={analyses.intro} tone="tinted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          {/* The laboratory's table (as the methods on /services): on a phone each analyte is a block
              with its detector, column, range and unit under their names, not five columns cut at the frame. */}
          <MethodTable
            title={lab.analytes.title}
            caption={lab.analytes.caption}
            columns={lab.analytes.columns}
            rows={lab.analytes.rows.map((row) => ({ header: row.parameter, cells: row.values }))}
          />
          <div className="divide-y divide-border border-y border-border">
            {analyses.groups.slice(-SIDE_GROUPS).map((group) => (
              <div key={group.title} className="py-5" data-reveal>
                <h3 className="font-bold">{group.title}</h3>
                {group.description && <p className="mt-1 text-sm text-muted">{group.description}</p>}
                <CheckList items={group.items} icon={<span aria-hidden="true" className="mt-2.5 h-px w-3 shrink-0 bg-brand" />} className="mt-3 space-y-1.5" itemClassName="flex gap-2.5 text-sm leading-6" />
              </div>
            ))}
          </div>
        </div>
      </Section>
      <WhyList section={sectionOf(detail, 'features')} />
    </ServiceDetailLayout>
  );
}
