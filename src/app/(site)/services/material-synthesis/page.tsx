import type { Metadata } from 'next';
import { sectionOf, ServiceDetailLayout, ServiceOverview, WhyList } from '@/components/services/service-detail-layout';
import { StepRail } from '@/components/services/step-rail';
import { SpecTable } from '@/components/technology/spec-table';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { materialLab as lab, materialSynthesis as detail } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.materialSynthesis);

/** The approach's first steps are the two families of material; the rest is the route every batch takes. */
const MATERIALS = 2;

/** Built around the synthesis route: the materials, the steps from precursor to printed part, and the characterization table. */
export default function MaterialSynthesisPage() {
  const approach = sectionOf(detail, 'steps');
  const materials = approach.steps.slice(0, MATERIALS);
  const route = { id: 'synthesis-route', caption: lab.caption, steps: approach.steps.slice(MATERIALS).map((step) => ({ title: step.title, text: step.description })) };
  return (
    <ServiceDetailLayout page={pages.materialSynthesis} detail={detail}>
      {/* The overview, and beside it the two families of material the work starts from. */}
      <section aria-labelledby="overview-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16 lg:px-8">
        <ServiceOverview overview={detail.overview} />
        <div className="lg:pt-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-muted">{lab.makeLabel}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {materials.map((m) => (
              <li key={m.title} className="rounded-xl border border-border border-l-4 border-l-brand bg-bg p-5" data-reveal>
                <p className="text-lg font-bold">{m.title}</p>
                <p className="mt-1.5 text-sm leading-6 text-muted">{m.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* The route every batch takes, beside what each characterization technique proves. */}
      <Section align="start" id={approach.id} eyebrow={approach.eyebrow} title={approach.title} tone="tinted">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-muted">{lab.routeLabel}</p>
            <StepRail flow={route} />
          </div>
          <div className="lg:pt-9">
            <SpecTable spec={lab.techniques} />
          </div>
        </div>
      </Section>
      <WhyList section={sectionOf(detail, 'features')} />
    </ServiceDetailLayout>
  );
}
