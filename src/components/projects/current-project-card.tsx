import { CardMedia } from '@/components/ui/card-media';
import type { CurrentProject } from '@/content/projects';
import { projectOrganisation, projectsCopy } from '@/content/projects';
import { formatDateOrMonth } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { BuildingIcon, CalendarIcon, FlagIcon, PeopleIcon, PinIcon } from './icons';
import { ProjectFact, ProjectFactLine } from './project-fact';
import { ProgressBar } from './progress-bar';

/** A project in progress: "In Progress" badge, location, progress bar, dates and team. */
/** `priority`: the first card's photo can be the largest paint, so it loads eagerly. */
export function CurrentProjectCard({ project, priority = false }: { project: CurrentProject; priority?: boolean }) {
  const { labels } = projectsCopy;
  const organisation = projectOrganisation(project);
  const titleId = `current-project-${project.id}-title`;
  return (
    <article
      id={`current-project-${project.id}`}
      aria-labelledby={titleId}
      className="@container overflow-hidden rounded-2xl border border-border bg-bg shadow-sm"
      data-reveal
    >
      {/* Horizontal when the grid features the card across several columns. */}
      <div className="flex h-full flex-col @2xl:flex-row">
      <CardMedia image={{ ...project.image, width: 800, height: 500 }} sizes="(min-width: 1024px) 600px, (min-width: 640px) 50vw, 100vw" priority={priority}
        className="relative aspect-[16/10] overflow-hidden @2xl:w-1/2 @2xl:shrink-0 @2xl:self-start" imageClassName="h-full w-full object-cover"
        badgeClassName="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-emerald-800 shadow"
        badge={<><span aria-hidden="true" className="size-2 rounded-full bg-emerald-600 motion-safe:animate-pulse" />{labels.inProgress}</>} />
      <div className="flex flex-1 flex-col p-6 @2xl:p-8">
        <h3 id={titleId} className="text-xl font-bold tracking-tight">
          {project.title}
        </h3>
        <ProjectFactLine as="p" icon={PinIcon} label={labels.location} className="mt-2 flex items-start gap-2 text-sm text-muted">
          {project.location}
        </ProjectFactLine>
        {organisation && (
          <ProjectFactLine as="p" icon={BuildingIcon} className="mt-1.5 flex items-start gap-2 text-sm text-muted">
            {organisation.label}: <span className="text-fg">{organisation.name}</span>
          </ProjectFactLine>
        )}
        <div className="mt-5">
          <ProgressBar id={`current-project-${project.id}-progress`} value={project.progress} label={labels.progress} describedTitleId={titleId} />
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-border pt-5 text-sm">
          {/* Each date at the foot of its cell: where a label wraps ("Estimated completion" on a narrow card), the two dates still share a line. */}
          <ProjectFact layout="stacked" icon={CalendarIcon} label={labels.startDate} className="flex flex-col justify-between">
            <time dateTime={project.startDate}>{formatDateOrMonth(project.startDate, requestLocale())}</time>
          </ProjectFact>
          <ProjectFact layout="stacked" icon={FlagIcon} label={labels.estimatedCompletion} className="flex flex-col justify-between">
            <time dateTime={project.estimatedCompletion}>{formatDateOrMonth(project.estimatedCompletion, requestLocale())}</time>
          </ProjectFact>
          <ProjectFact layout="stacked" icon={PeopleIcon} label={labels.team} className="col-span-2" valueClassName="mt-0.5 max-sm:text-base">
            {project.team}
          </ProjectFact>
        </dl>
        <p className="mt-5 text-sm leading-6 text-muted">{project.description}</p>
      </div>
      </div>
    </article>
  );
}
