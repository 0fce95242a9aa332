import { fillTemplate } from '@/lib/format';
import { authorName, type PatentApplication, type Publication } from '@/content/research';

type Labels = {
  title: string;
  body: string;
  publicationsTitle: string;
  patentsTitle: string;
  applicationText: string;
  statusLabels: Record<PatentApplication['status'], string>;
};

/**
 * The papers and patent applications behind the research figures, set as a reference list:
 * authors, year, title, journal, volume, pages, DOI. Titles, journals and authors keep the
 * English they were published in on every page (marked lang="en"); the labels around them
 * are the page's own language. The DOIs are printed, not linked (research.ts says why).
 */
export function PublicationList({ labels, publications, patents }: { labels: Labels; publications: Publication[]; patents: PatentApplication[] }) {
  return (
    <div id="publications" className="mt-16 border-t border-border pt-10">
      <h3 className="text-2xl font-bold tracking-tight text-fg">{labels.title}</h3>
      <p className="mt-3 max-w-3xl leading-7 text-muted">{labels.body}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <section aria-labelledby="publications-papers">
          <h4 id="publications-papers" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {labels.publicationsTitle}
          </h4>
          <ol lang="en" className="mt-4 grid gap-5">
            {publications.map((paper) => (
              <li key={paper.doi} className="max-w-prose text-base leading-7 sm:text-[0.95rem] text-fg">
                {paper.authors.map(authorName).join(', ')} ({paper.year}). {paper.title}. <cite className="italic">{paper.journal}</cite>,{' '}
                <span className="whitespace-nowrap tabular-nums">
                  {paper.volume}, {paper.pages}
                </span>
                . <span className="whitespace-nowrap text-muted">doi:{paper.doi}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="publications-patents">
          <h4 id="publications-patents" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {labels.patentsTitle}
          </h4>
          <ul className="mt-4 grid gap-5">
            {patents.map((patent) => (
              <li key={patent.number} className="text-base leading-7 sm:text-[0.95rem] text-fg">
                <span lang="en">{patent.title}</span>.{' '}
                <span className="text-muted">
                  {fillTemplate(labels.applicationText, { number: patent.number, year: patent.year, status: labels.statusLabels[patent.status] })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
