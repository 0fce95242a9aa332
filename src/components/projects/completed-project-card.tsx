import { CardMedia } from '@/components/ui/card-media';
import type { CompletedProject } from '@/content/projects';
import { projectOrganisation, projectStoryPath, projectsCopy } from '@/content/projects';
import { formatDateOrMonth } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { ArrowRightIcon, BuildingIcon, CalendarIcon, CheckIcon, PeopleIcon, PinIcon } from './icons';
import { ProjectFactLine } from './project-fact';
import Link from '@/components/ui/local-link';

/** A completed project on the overview page. The whole card is one link (the title, stretched) to the project's story. */
/**
 * `priority`: the first card's photo can be the largest paint, so it loads eagerly. `sizes`: the slot the card's
 * picture fills, for a page that sets the card in a wider grid than the overview's three columns.
 */
export function CompletedProjectCard({ project, priority = false, sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' }: { project: CompletedProject; priority?: boolean; sizes?: string }) {
  const { labels } = projectsCopy;
  const organisation = projectOrganisation(project);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg" data-reveal>
      <CardMedia image={{ ...project.image, width: 800, height: 500 }} sizes={sizes} priority={priority}
        className="relative aspect-[16/10] overflow-hidden" imageClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        badgeClassName="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-emerald-800 shadow" badge={<><CheckIcon className="size-3.5" />{labels.completed}</>} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold tracking-tight">
          <Link
            href={projectStoryPath(project)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {project.title}
          </Link>
        </h3>
        <ul className="mt-3 space-y-1.5 text-sm text-muted">
          {project.location && (
            <ProjectFactLine icon={PinIcon} label={labels.location}>
              {project.location}
            </ProjectFactLine>
          )}
          {organisation && (
            <ProjectFactLine icon={BuildingIcon}>
              {organisation.label}: <span className="text-fg">{organisation.name}</span>
            </ProjectFactLine>
          )}
          <ProjectFactLine icon={CalendarIcon}>
            {labels.completionDate}{' '}
            <time dateTime={project.completionDate}>{formatDateOrMonth(project.completionDate, requestLocale())}</time>
          </ProjectFactLine>
          <ProjectFactLine icon={PeopleIcon} label={labels.beneficiaries}>
            {project.beneficiaries}
          </ProjectFactLine>
        </ul>
        <p className="mt-4 line-clamp-3 text-sm leading-6 text-muted">{project.description}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand">
          {projectsCopy.overview.cardLinkLabel}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  );
}
