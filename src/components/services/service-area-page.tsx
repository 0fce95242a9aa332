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
 * management): the banner with the trail, the area's offers as a grid of
 * cards under an introduction, any further sections (`children`), and a
 * closing call to action.
 */
export function ServiceAreaPage({
  page,
  copy,
  id,
  cards,
  children,
  cta,
}: {
  page: PageEntry;
  copy: AreaCopy;
  /** Id of the cards' section. */
  id: string;
  cards: ReactNode;
  children?: ReactNode;
  cta: { id: string; title: string; text: string; actions: readonly CtaAction[] };
}) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} crumbs={<Breadcrumbs page={page} tone="onDark" />} />

      <Section align="start" id={id} eyebrow={copy.intro.eyebrow} title={copy.intro.title} intro={copy.intro.text}>
        <div className="even-grid even-grid-3 gap-6">{cards}</div>
      </Section>

      {children}

      <CtaBand id={cta.id} title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
