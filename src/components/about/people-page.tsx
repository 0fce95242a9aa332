import type { ReactNode } from 'react';
import { LongReadHero, type LongReadHeroCopy } from '@/components/layout/page-hero';
import { CtaBand, type CtaAction } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import type { PageEntry } from '@/content/pages';

/**
 * The page type of the about pages that present people (the team, the
 * collaborators): the long-read opening, the people as a grid of cards under
 * an introduction, and a quiet closing call to action.
 */
export function PeoplePage({
  page,
  hero,
  id,
  intro,
  columns,
  people,
  closing,
}: {
  page: PageEntry;
  hero: LongReadHeroCopy;
  /** Id of the people's section. */
  id: string;
  intro: { eyebrow: string; title: string; body: string };
  /** Up to four narrow cards a row, or two wide ones. */
  columns: 2 | 4;
  people: readonly { key: string; card: ReactNode }[];
  closing: { id: string; title: string; body: string; actions: readonly CtaAction[] };
}) {
  return (
    <>
      <LongReadHero page={page} hero={hero} />

      <Section align="start" id={id} eyebrow={intro.eyebrow} title={intro.title} intro={intro.body}>
        <ul className={columns === 4 ? 'even-grid even-grid-4 gap-6' : 'even-grid gap-6'}>
          {people.map((person) => (
            <li key={person.key}>{person.card}</li>
          ))}
        </ul>
      </Section>

      <CtaBand id={closing.id} tone="quiet" title={closing.title} text={closing.body} actions={closing.actions} />
    </>
  );
}
