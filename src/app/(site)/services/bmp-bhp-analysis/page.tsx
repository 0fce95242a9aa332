import type { Metadata } from 'next';
import { CalculatorTeaser } from '@/components/calculator/calculator-teaser';
import { AccessibleTabs } from '@/components/services/accessible-tabs';
import { ServiceDetailLayout } from '@/components/services/service-detail-layout';
import { TestPanel } from '@/components/services/test-panel';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { bmpBhpDetail, bmpBhpTabsCopy as copy, testPanels } from '@/content/services-bmp-bhp';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.bmpBhp);

export default function BmpBhpPage() {
  return (
    <ServiceDetailLayout page={pages.bmpBhp} detail={bmpBhpDetail}>
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
