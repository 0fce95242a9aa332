import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CtaBand, type CtaAction } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import type { PageEntry } from '@/content/pages';

type AreaCopy = {
  hero: { title: string; subtitle: string; badge: string };
  intro: { eyebrow: string; title: string; text: string };
};

/**
 * The page type of a service area under /services (contract R&D, waste
 * management): the opening with the trail, the drawing the area is built
 * around (`lead`: how a programme runs, where each waste stream goes), the
 * area's offers as cards under an introduction, any further sections
 * (`children`), and a closing call to action.
 */
export function ServiceAreaPage({
  page,
  copy,
  id,
  lead,
  cards,
  children,
  cta,
  columns = 3,
}: {
  page: PageEntry;
  copy: AreaCopy;
  /** Id of the cards' section. */
  id: string;
  lead: ReactNode;
  cards: ReactNode;
  children?: ReactNode;
  cta: { id: string; title: string; text: string; actions: readonly CtaAction[] };
  /**
   * Columns from 1024 px. Two where a featured first card would otherwise share a row
   * with a taller picture card and stand over an empty block (contract R&D's five areas).
   */
  columns?: 2 | 3;
}) {
  return (
    <>
      <PageHero layout="editorial" title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} crumbs={<Breadcrumbs page={page} />} />

      {lead}

      <Section align="start" id={id} eyebrow={copy.intro.eyebrow} title={copy.intro.title} intro={copy.intro.text} tone="tinted">
        <div className={`even-grid gap-6 ${columns === 3 ? 'even-grid-3' : ''}`}>{cards}</div>
      </Section>

      {children}

      <CtaBand id={cta.id} tone="quiet" title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
