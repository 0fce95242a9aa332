import { NashikNote, NashikReconcile } from '@/components/technology/nashik-note';
import { BUILT_PLANT_PROJECT_ID } from '@/content/facts';
import Image from 'next/image';
import Link from '@/components/ui/local-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CheckList } from '@/components/ui/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { pages } from '@/content/pages';
import { type CompletedProject, projectOrganisation, projectStoryPath, projectsCopy } from '@/content/projects';
import { formatDateOrMonth } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { uiCopy } from '@/content/ui';
import { ArrowRightIcon, CheckIcon } from './icons';

/** The path of a completed project's story. */
function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mt-5 space-y-5 text-lg leading-8 text-muted">
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/** One titled part of the story told in paragraphs. */
function StorySection({ id, title, paragraphs, className }: { id: string; title: string; paragraphs: readonly string[]; className?: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <Prose paragraphs={paragraphs} />
    </section>
  );
}

/**
 * The case-study page type: a completed project told as a story. An opening
 * with the headline, the lead and the facts in a ruled row; one wide picture;
 * then a reading column (situation, what was built, outcome) with the figures
 * pulled into the margin, and a link on to the next project.
 * Projects without a written story fall back to their description and highlights.
 */
export function ProjectStory({ project, next }: { project: CompletedProject; next?: CompletedProject }) {
  const { labels, story: copy } = projectsCopy;
  const story = project.story;
  const organisation = projectOrganisation(project);
  const facts = [
    ...(organisation ? [{ label: organisation.label, value: organisation.name }] : []),
    ...(project.location ? [{ label: labels.location, value: project.location }] : []),
    {
      label: labels.completionDate,
      value: <time dateTime={project.completionDate}>{formatDateOrMonth(project.completionDate, requestLocale())}</time>,
    },
    { label: labels.beneficiaries, value: project.beneficiaries },
  ];
  return (
    <>
      <article aria-labelledby="page-title">
        <header className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <Breadcrumbs page={pages.projectsCompleted} leaf={{ name: project.title, path: projectStoryPath(project) }} />
          <p className="mt-10 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-brand sm:mt-14">
            <CheckIcon className="size-4" />
            {copy.eyebrow} · {labels.completed}
          </p>
          <h1 id="page-title" className="mt-4 max-w-4xl text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {project.title}
          </h1>
          <p className="mt-6 max-w-[65ch] text-pretty text-lg leading-8 text-muted sm:text-xl sm:leading-9">{project.description}</p>
          {/* One row of as many facts as the project has (three or four) from lg; stacked below, where four would crowd. */}
          <dl className="mt-10 grid border-y border-border lg:auto-cols-fr lg:grid-flow-col lg:divide-x lg:divide-border">
            {facts.map((fact, i) => (
              <div key={fact.label} className={`py-4 lg:px-6 lg:first:pl-0 ${i > 0 ? 'border-t border-border lg:border-t-0' : ''}`}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{fact.label}</dt>
                <dd className="mt-1 font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </header>

        {/* Drawn at 1920x1200 (tools/media/generators/scenes.ts) and shown whole, in its own
            16:10 frame: a crop would cut the plant the scene was drawn around. */}
        <figure className="mx-auto mt-10 max-w-5xl px-4 sm:px-6 lg:px-8">
          <Image
            src={project.image.src}
            alt={project.image.alt}
            width={1920}
            height={1200}
            preload
            sizes="(min-width: 1024px) 976px, 100vw"
            className="art-image aspect-[16/10] h-auto w-full rounded-2xl object-cover"
          />
          <figcaption className="mt-3 text-sm text-muted">
            <span className="font-semibold text-fg">{uiCopy.illustration}:</span> {project.image.alt}
          </figcaption>
        </figure>

        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-20 lg:px-8">
          <div className="max-w-[65ch]">
            {story ? (
              <>
                <StorySection id="story-context" title={copy.contextTitle} paragraphs={story.context} />
                <StorySection id="story-built" title={copy.builtTitle} paragraphs={story.built} className="mt-14" />
              </>
            ) : null}
            <section aria-labelledby="story-highlights" className={story ? 'mt-14' : ''}>
              <h2 id="story-highlights" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {copy.highlightsTitle}
              </h2>
              <CheckList items={project.highlights} icon={<CheckIcon className="mt-2 size-4 shrink-0 text-brand" />} className="mt-5 space-y-3" itemClassName="flex items-start gap-3 text-lg leading-8" />
            </section>
            {story && (
              <StorySection id="story-outcome" title={copy.outcomeTitle} paragraphs={story.outcome} className="mt-14" />
            )}
            {/* The working behind the plant's design figures, which the note beside them links to. */}
            {project.id === BUILT_PLANT_PROJECT_ID && <NashikReconcile className="mt-10" />}
          </div>
          {story && (
            <section aria-labelledby="story-figures" className="lg:sticky lg:top-28 lg:self-start">
              <h2 id="story-figures" className="text-xs font-semibold uppercase tracking-wider text-muted">
                {copy.figuresTitle}
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-6 border-t border-border pt-6 lg:grid-cols-1">
                {story.figures.map((figure) => (
                  <div key={figure.label}>
                    <dt className="sr-only">{figure.label}</dt>
                    <dd className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">{figure.value}</dd>
                    <dd className="mt-1 text-sm leading-6 text-muted">{figure.label}</dd>
                    {/* As every figure's tag on the site (technology/fact-tag.tsx): a dot and the words in sentence case. */}
                    {figure.period && (
                      <dd className="mt-1 flex items-center gap-1.5 text-xs font-medium text-muted">
                        <span className="size-1.5 shrink-0 rounded-full bg-current" />
                        <span>{copy.measuredLabel.replace('{period}', figure.period)}</span>
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
              {project.id === BUILT_PLANT_PROJECT_ID && <NashikNote className="mt-6 border-t border-border pt-4" />}
            </section>
          )}
        </div>
      </article>

      <nav aria-label={copy.nextLabel} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 border-t border-border py-10 sm:flex-row sm:items-end sm:justify-between">
          <Link href={pages.projectsCompleted.path} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline">
            <span aria-hidden="true" className="mr-2">
              ←
            </span>
            {copy.backLabel}
          </Link>
          {next && (
            <Link href={projectStoryPath(next)} className="group sm:text-right">
              <span className="block text-xs font-semibold uppercase tracking-wider text-muted">{copy.nextLabel}</span>
              <span className="mt-1 inline-flex items-center gap-2 text-xl font-bold tracking-tight group-hover:text-brand">
                {next.title}
                <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
              </span>
            </Link>
          )}
        </div>
      </nav>

      <CtaBand
        id="story-cta"
        tone="quiet"
        title={copy.ctaTitle}
        text={copy.ctaText}
        actions={[{ label: copy.ctaButton, href: pages.contact.path }]}
      />
    </>
  );
}
