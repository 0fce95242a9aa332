import { CardMedia } from '@/components/ui/card-media';
import { CheckList } from '@/components/ui/check-list';
import Link from '@/components/ui/local-link';
import type { CompletedProject } from '@/content/projects';
import { projectOrganisation, projectStoryPath, projectsCopy } from '@/content/projects';
import { ProjectFact } from './project-fact';
import styles from './completed-project.module.css';
import { formatDateOrMonth } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { ArrowRightIcon, BuildingIcon, CalendarIcon, CheckIcon, PeopleIcon, PinIcon } from './icons';

/** One completed project on /projects/completed; `id="project-{id}"` is the target of the overview links. */
export function CompletedProjectArticle({ project, priority = false }: { project: CompletedProject; priority?: boolean }) {
  const { labels } = projectsCopy;
  const organisation = projectOrganisation(project);
  const titleId = `project-${project.id}-title`;
  return (
    <article
      id={`project-${project.id}`}
      aria-labelledby={titleId}
      className={`grid overflow-hidden rounded-2xl border border-border bg-bg shadow-sm md:grid-cols-5 ${styles.article}`}
    >
      <CardMedia image={{ ...project.image, width: 800, height: 500 }} priority={priority} sizes="(min-width: 1280px) 500px, (min-width: 768px) 40vw, 100vw"
        className="relative aspect-[16/10] md:col-span-2 md:m-6 md:mr-0 md:self-start md:overflow-hidden md:rounded-xl" imageClassName="h-full w-full object-cover" />
      <div className="p-6 sm:p-8 md:col-span-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand">
            <CheckIcon className="size-3.5" />
            {labels.completed}
          </span>
          <span className={`${styles.marker} items-center gap-1.5 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-brand-fg`} data-target-marker>
            <ArrowRightIcon className="size-3.5" />
            {projectsCopy.completed.targetNote}
          </span>
        </div>
        <h3 id={titleId} className="mt-4 text-2xl font-bold tracking-tight">
          {project.title}
        </h3>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {project.location && (
            <ProjectFact layout="indented" icon={PinIcon} label={labels.location}>
              {project.location}
            </ProjectFact>
          )}
          {organisation && (
            <ProjectFact layout="indented" icon={BuildingIcon} label={organisation.label}>
              {organisation.name}
            </ProjectFact>
          )}
          <ProjectFact layout="indented" icon={CalendarIcon} label={labels.completionDate}>
            <time dateTime={project.completionDate}>{formatDateOrMonth(project.completionDate, requestLocale())}</time>
          </ProjectFact>
          <ProjectFact layout="indented" icon={PeopleIcon} label={labels.beneficiaries} className="sm:col-span-2">
            {project.beneficiaries}
          </ProjectFact>
        </dl>
        <p className="mt-5 leading-7 text-muted">{project.description}</p>
        <CheckList items={project.highlights} icon={<CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />} className="mt-5 space-y-2" itemClassName="flex items-start gap-2 text-sm" />
        <Link
          href={projectStoryPath(project)}
          // The visible label repeats on every project; the name says which story it opens.
          aria-label={`${projectsCopy.completed.storyLinkLabel}: ${project.title}`}
          className="group mt-6 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
        >
          {projectsCopy.completed.storyLinkLabel}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </Link>
      </div>
    </article>
  );
}
